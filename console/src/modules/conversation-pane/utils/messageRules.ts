import { MESSAGE_PAGE_SIZE } from '@parley/protocol';

// Wire codes and page sizes are the protocol's (shared with server and widget).
export { FILE_SUBTYPE, MEDIA_PAGE_SIZE, MESSAGE_PAGE_SIZE, MessageType } from '@parley/protocol';

export interface MessageLike {
  senderId?: string | null;
  senderType: string;
  internal: boolean;
}

/**
 * Spec §6: a message is 'mine' when the sender is the current user for internal messages,
 * otherwise when the sender is not a customer (the agents' side of the conversation).
 */
export function isOwnSide(message: MessageLike, me: string): boolean {
  if (message.internal) return message.senderId === me;
  return message.senderType !== 'customer';
}

/** Only the agent who sent a message may delete it. */
export function canDelete(message: MessageLike, me: string): boolean {
  return message.senderType === 'agent' && message.senderId === me;
}

/** 'Load more' shows while the last page came back full. */
export function hasMore(lastPageSize: number, pageSize = MESSAGE_PAGE_SIZE): boolean {
  return lastPageSize >= pageSize;
}

/** Spec §4: an inline-input form can be answered only when editable, not read-only, and from an agent or internal. */
export function canAnswerInlineInput(opts: { editable: boolean; readOnly: boolean; senderType: string; internal: boolean }): boolean {
  return opts.editable && !opts.readOnly && (opts.senderType === 'agent' || opts.internal);
}

/** Composer text: trimmed; empty or whitespace-only is not sent. */
export function composerText(raw: string): string | null {
  const text = raw.trim();
  return text.length > 0 ? text : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Inline answer validation (spec §5): required, and email type must be an email. */
export function inlineAnswerError(type: string, value: string): 'RequiredField' | 'PleaseEnterAValidEmail' | null {
  const v = value.trim();
  if (!v) return 'RequiredField';
  if (type === 'email' && !EMAIL.test(v)) return 'PleaseEnterAValidEmail';
  return null;
}

/** Template parameters: every one is required ('PleaseInput {param name}'); returns the missing names. */
export function missingTemplateParams(params: { name: string; value: string }[]): string[] {
  return params.filter((p) => !p.value.trim()).map((p) => p.name);
}
