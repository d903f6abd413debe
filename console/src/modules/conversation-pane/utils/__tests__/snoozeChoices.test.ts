import { isValidSnoozeDate, snoozeState, snoozeUntil } from '../snoozeChoices';

// Local times: the rules are about the agent's own clock (tomorrow 09:00 where they are).
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min, 0, 0);

describe('snooze quick choices (spec §4)', () => {
  const wednesday = at(2026, 11, 18, 14, 25); // Wed 18 Nov 2026 14:25

  it('three hours from now', () => {
    expect(snoozeUntil('threeHours', wednesday)).toBe(at(2026, 11, 18, 17, 25).getTime());
  });

  it('tomorrow at 09:00', () => {
    expect(snoozeUntil('tomorrow', wednesday)).toBe(at(2026, 11, 19, 9).getTime());
    expect(snoozeUntil('tomorrow', at(2026, 11, 30, 23, 59))).toBe(at(2026, 12, 1, 9).getTime());
  });

  it('Monday 09:00 of next week, from every weekday', () => {
    expect(snoozeUntil('nextMonday', wednesday)).toBe(at(2026, 11, 23, 9).getTime());
    expect(snoozeUntil('nextMonday', at(2026, 11, 22, 20))).toBe(at(2026, 11, 30, 9).getTime()); // Sunday: next week starts on the 29th
    expect(snoozeUntil('nextMonday', at(2026, 11, 23, 8))).toBe(at(2026, 11, 30, 9).getTime()); // Monday morning
    expect(snoozeUntil('nextMonday', at(2026, 11, 21, 10))).toBe(at(2026, 11, 23, 9).getTime()); // Saturday
  });

  it('one week and one month', () => {
    expect(snoozeUntil('oneWeek', wednesday)).toBe(at(2026, 11, 25, 14, 25).getTime());
    expect(snoozeUntil('oneMonth', wednesday)).toBe(at(2026, 12, 18, 14, 25).getTime());
    expect(snoozeUntil('oneMonth', at(2026, 1, 31, 10))).toBe(at(2026, 2, 28, 10).getTime());
  });

  it('icon state: none, future, overdue', () => {
    const now = wednesday.getTime();
    expect(snoozeState(0, now)).toBe('none');
    expect(snoozeState(now + 1, now)).toBe('future');
    expect(snoozeState(now - 1, now)).toBe('overdue');
  });

  it('a free date must not be earlier than now', () => {
    const now = wednesday.getTime();
    expect(isValidSnoozeDate(new Date(now - 60_000), now)).toBe(false);
    expect(isValidSnoozeDate(new Date(now), now)).toBe(true);
    expect(isValidSnoozeDate(null, now)).toBe(false);
  });
});
