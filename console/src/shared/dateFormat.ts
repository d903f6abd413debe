import { relativeTimeParts as stepsOf, type RelativeUnit } from '@parley/protocol';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { ClientLang as Locale } from '@parley/protocol';
import { followLocale } from './i18n';

/** dayjs locale names for our languages. */
export const DAYJS_LOCALE: Record<Locale, string> = { en: 'en', zh: 'zh-tw', zh_cn: 'zh-cn' };

/** BCP 47 tags for Intl. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en', zh: 'zh-TW', zh_cn: 'zh-CN' };

export function applyDayjsLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALE[locale]);
}

// Dates follow the interface's language from the moment anything that formats one is loaded: the
// sign-in screen formats none, and ships without dayjs and its locales.
followLocale(applyDayjsLocale);

type DateInput = Date | number | string;

/** Spec §9: YYYY-MM-DD HH:mm in English; 2026年11月22日 14:05 in Chinese. */
export function formatDateTime(value: DateInput, locale: Locale): string {
  const d = dayjs(value);
  return locale === 'en' ? d.format('YYYY-MM-DD HH:mm') : d.format('YYYY年M月D日 HH:mm');
}

/** YYYY-MM-DD in English; 2026年11月22日 in Chinese. */
export function formatDate(value: DateInput, locale: Locale): string {
  const d = dayjs(value);
  return locale === 'en' ? d.format('YYYY-MM-DD') : d.format('YYYY年M月D日');
}

/** Spec §4's steps (s, m, h, d, w, M, y), shared with the widget; the value is negative for the past. */
export function relativeTimeParts(value: DateInput, now: DateInput = Date.now()): { value: number; unit: RelativeUnit } {
  return stepsOf(dayjs(value).valueOf(), dayjs(now).valueOf());
}

/** "3 minutes ago", "3 分鐘前"; `narrow` gives "3m ago" for tight lists. Under 5 s says "now". */
export function formatRelativeTime(
  value: DateInput,
  locale: Locale,
  { now = Date.now(), style = 'long' }: { now?: DateInput; style?: 'long' | 'narrow' } = {},
): string {
  const parts = relativeTimeParts(value, now);
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto', style });
  if (parts.unit === 'second' && Math.abs(parts.value) < 5) return format.format(0, 'second');
  return format.format(parts.value, parts.unit);
}
