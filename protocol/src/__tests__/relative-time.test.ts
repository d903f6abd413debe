import { relativeTimeParts } from '../relative-time';

describe('relative time (spec §4 steps s, m, h, d, w, M, y)', () => {
  const t0 = 1_800_000_000_000;
  const ago = (ms: number) => relativeTimeParts(t0 - ms, t0);

  it('picks the largest unit under each threshold, negative for the past', () => {
    expect(ago(5_000)).toEqual({ value: -5, unit: 'second' });
    expect(ago(5 * 60_000)).toEqual({ value: -5, unit: 'minute' });
    expect(ago(3 * 3_600_000)).toEqual({ value: -3, unit: 'hour' });
    expect(ago(2 * 86_400_000)).toEqual({ value: -2, unit: 'day' });
    expect(ago(14 * 86_400_000)).toEqual({ value: -2, unit: 'week' });
    expect(ago(60 * 86_400_000)).toEqual({ value: -2, unit: 'month' });
    expect(ago(800 * 86_400_000)).toEqual({ value: -2, unit: 'year' });
  });

  it('moves to the next unit exactly when it reaches 1', () => {
    expect(ago(59_999)).toEqual({ value: -59, unit: 'second' });
    expect(ago(60_000)).toEqual({ value: -1, unit: 'minute' });
    expect(ago(6 * 86_400_000 + 86_399_999)).toEqual({ value: -6, unit: 'day' });
    expect(ago(7 * 86_400_000)).toEqual({ value: -1, unit: 'week' });
  });

  it('counts the future as positive and now as zero', () => {
    expect(relativeTimeParts(t0 + 5_000, t0)).toEqual({ value: 5, unit: 'second' });
    expect(relativeTimeParts(t0, t0)).toEqual({ value: 0, unit: 'second' });
  });
});
