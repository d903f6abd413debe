/** Spec §4: relative time with thresholds s, m, h, d, w, M, y. */
export type RelativeUnit = 's' | 'm' | 'h' | 'd' | 'w' | 'M' | 'y';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(ms: number, now: number): { value: number; unit: RelativeUnit } {
  const d = Math.max(0, now - ms);
  if (d < MINUTE) return { value: Math.floor(d / SECOND), unit: 's' };
  if (d < HOUR) return { value: Math.floor(d / MINUTE), unit: 'm' };
  if (d < DAY) return { value: Math.floor(d / HOUR), unit: 'h' };
  if (d < 7 * DAY) return { value: Math.floor(d / DAY), unit: 'd' };
  if (d < 30 * DAY) return { value: Math.floor(d / (7 * DAY)), unit: 'w' };
  if (d < 365 * DAY) return { value: Math.floor(d / (30 * DAY)), unit: 'M' };
  return { value: Math.floor(d / (365 * DAY)), unit: 'y' };
}
