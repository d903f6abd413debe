import { useLingui } from '@lingui/react/macro';
import { formatDateTime, formatRelativeTime } from '../../../../shared/dateFormat';
import { asLocale } from '../../../../shared/i18n';

/** "5 minutes ago", with the date and time on hover; a dash when never. */
export function RelativeTimeText({ value }: { value: number | null | undefined }) {
  const { i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  if (!value) return <span>—</span>;
  return (
    <time dateTime={new Date(value).toISOString()} title={formatDateTime(value, locale)}>
      {formatRelativeTime(value, locale)}
    </time>
  );
}
