import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** What an erasure removed (the eraseCustomer answer, and the audit record's detail). */
export interface ErasureCounts {
  conversations: number;
  messages: number;
  files: number;
  exports: number;
}

/** "2 conversations, 6 messages, 1 file, 1 archive": one message, so each language orders and joins it its own way. */
export function erasureCounts({ conversations, messages, files, exports }: ErasureCounts, i18n: I18n): string {
  return i18n._(
    msg`${plural(conversations, { one: '# conversation', other: '# conversations' })}, ${plural(messages, { one: '# message', other: '# messages' })}, ${plural(files, { one: '# file', other: '# files' })}, ${plural(exports, { one: '# archive', other: '# archives' })}`,
  );
}
