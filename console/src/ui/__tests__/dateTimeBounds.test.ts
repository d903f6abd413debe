import { isDayOutOfBounds, pickDay, timeSlots } from '../dateTimeBounds';

const min = new Date(2026, 10, 22, 14, 10); // 22 Nov 14:10
const max = new Date(2026, 10, 25, 9, 0); // 25 Nov 09:00

describe('date picker bounds (spec §5: out-of-bound days and times are disabled)', () => {
  it('disables days wholly before min or after max', () => {
    expect(isDayOutOfBounds(new Date(2026, 10, 21), { min, max })).toBe(true);
    expect(isDayOutOfBounds(new Date(2026, 10, 22), { min, max })).toBe(false);
    expect(isDayOutOfBounds(new Date(2026, 10, 25), { min, max })).toBe(false);
    expect(isDayOutOfBounds(new Date(2026, 10, 26), { min, max })).toBe(true);
  });

  it('disables earlier times on the first day and later times on the last', () => {
    const first = timeSlots(new Date(2026, 10, 22), 30, { min, max });
    expect(first).toHaveLength(48);
    expect(first.find((s) => s.value === '14:00')?.disabled).toBe(true);
    expect(first.find((s) => s.value === '14:30')?.disabled).toBe(false);

    const last = timeSlots(new Date(2026, 10, 25), 30, { min, max });
    expect(last.find((s) => s.value === '09:00')?.disabled).toBe(false);
    expect(last.find((s) => s.value === '09:30')?.disabled).toBe(true);

    expect(timeSlots(new Date(2026, 10, 23), 30, { min, max }).every((s) => !s.disabled)).toBe(true);
  });

  it('keeps the chosen time on a new day when allowed, else takes the first allowed slot', () => {
    const previous = new Date(2026, 10, 23, 10, 30);
    expect(pickDay(new Date(2026, 10, 24), previous, 30, { min, max })).toEqual(new Date(2026, 10, 24, 10, 30));
    expect(pickDay(new Date(2026, 10, 25), previous, 30, { min, max })).toEqual(new Date(2026, 10, 25, 0, 0));
    expect(pickDay(new Date(2026, 10, 22), new Date(2026, 10, 23, 8, 0), 30, { min, max })).toEqual(new Date(2026, 10, 22, 14, 30));
  });
});
