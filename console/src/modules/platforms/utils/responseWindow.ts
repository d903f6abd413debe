/** Spec §5: a response window is whole hours from 0 (no free replies: templates or tags only) to a year. */
export const RESPONSE_WINDOW_MIN_HOURS = 0;
export const RESPONSE_WINDOW_MAX_HOURS = 8760;

/** Whether a typed response window is one: an empty field is not 0. */
export function isResponseWindowHours(text: string): boolean {
  if (!text.trim()) return false;
  const hours = Number(text);
  return Number.isInteger(hours) && hours >= RESPONSE_WINDOW_MIN_HOURS && hours <= RESPONSE_WINDOW_MAX_HOURS;
}
