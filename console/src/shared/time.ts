import dayjs from 'dayjs';

/**
 * Time of a message: HH:mm today; otherwise the spec §9 date format, YYYY-MM-DD HH:mm in English and
 * 2026年11月22日 14:05 in Chinese (the console's dayjs locale follows the chosen language).
 */
export function formatTime(ms: number, now: number = Date.now(), locale: string = dayjs.locale()): string {
  const d = dayjs(ms);
  if (now && d.isSame(dayjs(now), 'day')) return d.format('HH:mm');
  return locale.startsWith('zh') ? d.format('YYYY年M月D日 HH:mm') : d.format('YYYY-MM-DD HH:mm');
}
