import { useLingui } from '@lingui/react/macro';
import { formatDate, formatDateTime } from '../../../../shared/dateFormat';
import { asLocale } from '../../../../shared/i18n';

/** A day (YYYY-MM-DD, or the Chinese form), with the full time on hover. */
export function DateText({ value }: { value: number }) {
  const { i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  return (
    <time dateTime={new Date(value).toISOString()} title={formatDateTime(value, locale)}>
      {formatDate(value, locale)}
    </time>
  );
}
