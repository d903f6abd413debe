import dayjs from 'dayjs';

/** Spec §4 snooze quick choices. */
export type SnoozeChoice = 'threeHours' | 'tomorrow' | 'nextMonday' | 'oneWeek' | 'oneMonth';

export const SNOOZE_CHOICES: readonly SnoozeChoice[] = ['threeHours', 'tomorrow', 'nextMonday', 'oneWeek', 'oneMonth'];

/** The moment (ms) a quick choice snoozes until, from `now` in the browser's time zone. */
export function snoozeUntil(choice: SnoozeChoice, now: Date | number): number {
  const d = dayjs(now);
  switch (choice) {
    case 'threeHours':
      return d.add(3, 'hour').valueOf();
    case 'tomorrow':
      return d.add(1, 'day').hour(9).minute(0).second(0).millisecond(0).valueOf();
    case 'nextMonday':
      // Monday of next week, 09:00 (weeks run Sunday to Saturday, as dayjs counts them).
      return d.add(1, 'week').day(1).hour(9).minute(0).second(0).millisecond(0).valueOf();
    case 'oneWeek':
      return d.add(1, 'week').valueOf();
    case 'oneMonth':
      return d.add(1, 'month').valueOf();
  }
}

export type SnoozeState = 'none' | 'future' | 'overdue';

/** The icon's colour: green while in the future, red once passed, neutral when none (0). */
export function snoozeState(snooze: number | null | undefined, now: number): SnoozeState {
  if (!snooze) return 'none';
  return snooze > now ? 'future' : 'overdue';
}

/** A free date and time is accepted only when not earlier than now. */
export function isValidSnoozeDate(value: Date | null, now: number): value is Date {
  return value !== null && !Number.isNaN(value.getTime()) && value.getTime() >= now;
}
