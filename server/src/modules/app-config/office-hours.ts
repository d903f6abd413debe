import { toMinutes, WEEKDAYS, type OfficeHours, type Weekday } from './app-config.types';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The weekday and minute of the day at `now` in a time zone. */
export function localClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const day = String(parts.weekday).slice(0, 3).toLowerCase() as Weekday;
  if (!WEEKDAYS.includes(day)) throw new Error(`unexpected weekday ${parts.weekday}`);
  return { day, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/**
 * Spec §4: open when the day's entry is enabled and the time is between start (default 00:00)
 * and end (default 24:00), in the workspace's time zone. Start is inclusive, end exclusive.
 */
export function isOfficeOpen(hours: Partial<OfficeHours>, timeZone: string, now: Date): boolean {
  const { day, minutes } = localClock(now, timeZone);
  const entry = hours[day];
  if (!entry?.enable) return false;
  return minutes >= toMinutes(entry.start || '00:00') && minutes < toMinutes(entry.end || '24:00');
}

/** Spec §4: a response time only for manual, the office-hour or non-office-hour value. */
export function responseTimeFor(
  config: { responseTimeType: string; officeHourResponseTime: number; nonOfficeHourResponseTime: number },
  open: boolean,
): number | null {
  if (config.responseTimeType !== 'manual') return null;
  return open ? config.officeHourResponseTime : config.nonOfficeHourResponseTime;
}
