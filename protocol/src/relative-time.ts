export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * Spec §4: relative time steps through s, m, h, d, w, M, y. Each unit is used until the next one
 * reaches 1: 59 s, then 1 min ... 23 h, then 1 d ... 6 d, then 1 w ... 4 w, then 1 month ... 11
 * months, then years. The value is negative for the past. Console and widget both show it
 * (Intl.RelativeTimeFormat, or a narrow "5m").
 */
export function relativeTimeParts(valueMs: number, nowMs: number): { value: number; unit: RelativeUnit } {
  const diff = valueMs - nowMs;
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  const pick = (size: number, unit: RelativeUnit) => ({ value: sign * Math.floor(abs / size) || 0, unit });
  if (abs < MINUTE) return pick(SECOND, 'second');
  if (abs < HOUR) return pick(MINUTE, 'minute');
  if (abs < DAY) return pick(HOUR, 'hour');
  if (abs < WEEK) return pick(DAY, 'day');
  if (abs < MONTH) return pick(WEEK, 'week');
  if (abs < YEAR) return pick(MONTH, 'month');
  return pick(YEAR, 'year');
}

/** The spec's one-letter units (s, m, h, d, w, M, y) for tight lists. */
export const RELATIVE_UNIT_LETTER: Record<RelativeUnit, string> = { second: 's', minute: 'm', hour: 'h', day: 'd', week: 'w', month: 'M', year: 'y' };
