import { relativeTime } from '../relativeTime';

describe('relative time (spec §4 thresholds s, m, h, d, w, M, y)', () => {
  const t0 = 1_800_000_000_000;
  it('picks the largest unit under each threshold', () => {
    expect(relativeTime(t0 - 5_000, t0)).toEqual({ value: 5, unit: 's' });
    expect(relativeTime(t0 - 5 * 60_000, t0)).toEqual({ value: 5, unit: 'm' });
    expect(relativeTime(t0 - 3 * 3_600_000, t0)).toEqual({ value: 3, unit: 'h' });
    expect(relativeTime(t0 - 2 * 86_400_000, t0)).toEqual({ value: 2, unit: 'd' });
    expect(relativeTime(t0 - 14 * 86_400_000, t0)).toEqual({ value: 2, unit: 'w' });
    expect(relativeTime(t0 - 60 * 86_400_000, t0)).toEqual({ value: 2, unit: 'M' });
    expect(relativeTime(t0 - 800 * 86_400_000, t0)).toEqual({ value: 2, unit: 'y' });
    expect(relativeTime(t0 + 5_000, t0)).toEqual({ value: 0, unit: 's' });
  });
});
