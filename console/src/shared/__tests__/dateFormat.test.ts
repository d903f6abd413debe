import { applyDayjsLocale, formatDate, formatDateTime, formatRelativeTime, relativeTimeParts } from '../dateFormat';

const at = new Date(2026, 10, 22, 14, 5); // 22 Nov 2026 14:05 local time

describe('formatDateTime (spec §9)', () => {
  it('is YYYY-MM-DD HH:mm in English', () => {
    expect(formatDateTime(at, 'en')).toBe('2026-11-22 14:05');
    expect(formatDate(at, 'en')).toBe('2026-11-22');
  });

  it('is localized in Chinese', () => {
    expect(formatDateTime(at, 'zh')).toBe('2026年11月22日 14:05');
    expect(formatDateTime(at, 'zh_cn')).toBe('2026年11月22日 14:05');
    expect(formatDate(at, 'zh_cn')).toBe('2026年11月22日');
  });

  it('does not depend on the active dayjs locale', () => {
    applyDayjsLocale('zh');
    expect(formatDateTime(at, 'en')).toBe('2026-11-22 14:05');
    applyDayjsLocale('en');
  });
});

describe('relativeTimeParts (spec §4 thresholds s, m, h, d, w, M, y)', () => {
  const now = at.getTime();
  const ago = (ms: number) => relativeTimeParts(now - ms, now);
  const s = 1000;
  const m = 60 * s;
  const h = 60 * m;
  const d = 24 * h;

  it.each([
    [30 * s, -30, 'second'],
    [59 * s, -59, 'second'],
    [60 * s, -1, 'minute'],
    [59 * m, -59, 'minute'],
    [60 * m, -1, 'hour'],
    [23 * h, -23, 'hour'],
    [24 * h, -1, 'day'],
    [6 * d, -6, 'day'],
    [7 * d, -1, 'week'],
    [29 * d, -4, 'week'],
    [30 * d, -1, 'month'],
    [364 * d, -12, 'month'],
    [365 * d, -1, 'year'],
    [800 * d, -2, 'year'],
  ])('%d ms ago is %d %s', (ms, value, unit) => {
    expect(ago(ms)).toEqual({ value, unit });
  });

  it('counts forward for the future', () => {
    expect(relativeTimeParts(now + 3 * h, now)).toEqual({ value: 3, unit: 'hour' });
  });
});

describe('formatRelativeTime', () => {
  const now = at.getTime();

  it('speaks each language', () => {
    expect(formatRelativeTime(now - 3 * 60_000, 'en', { now })).toBe('3 minutes ago');
    expect(formatRelativeTime(now - 3 * 60_000, 'zh', { now })).toBe('3 分鐘前');
    expect(formatRelativeTime(now - 3 * 60_000, 'zh_cn', { now })).toBe('3分钟前');
    expect(formatRelativeTime(now - 14 * 86_400_000, 'en', { now })).toBe('2 weeks ago');
  });

  it('says now for the last few seconds', () => {
    expect(formatRelativeTime(now - 2000, 'en', { now })).toBe('now');
  });
});
