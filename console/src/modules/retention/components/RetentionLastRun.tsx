import { useLingui } from '@lingui/react/macro';
import { formatFileSize } from '../../../shared/fileSize';
import { Card, CardHint, CardTitle } from '../../report/components/parts';

export interface RetentionLastRunProps {
  lastRun: { finishedAt: number; days: number; messages: number; files: number; bytes: number } | null | undefined;
}

/** When the retention job last ran and what it deleted. */
export function RetentionLastRun({ lastRun }: RetentionLastRunProps) {
  const { t, i18n } = useLingui();
  let text = t`The policy has not run yet.`;
  if (lastRun) {
    const when = i18n.date(new Date(lastRun.finishedAt), { dateStyle: 'medium', timeStyle: 'short' });
    const messages = i18n.number(lastRun.messages);
    const files = i18n.number(lastRun.files);
    const size = formatFileSize(lastRun.bytes);
    text = t`${when}: ${messages} messages and ${files} files (${size}) deleted.`;
  }
  return (
    <Card data-testid="retention-last-run">
      <CardTitle>{t`Last run`}</CardTitle>
      <CardHint as="p" aria-live="polite">
        {text}
      </CardHint>
    </Card>
  );
}
