import { formatTime } from '../time';

describe('message times', () => {
  const now = new Date(2026, 10, 22, 18, 0).getTime();
  it('today shows the time only', () => {
    expect(formatTime(new Date(2026, 10, 22, 9, 5).getTime(), now, 'en')).toBe('09:05');
  });
  it('other days show the date in the language format', () => {
    const earlier = new Date(2026, 10, 20, 14, 5).getTime();
    expect(formatTime(earlier, now, 'en')).toBe('2026-11-20 14:05');
    expect(formatTime(earlier, now, 'zh-cn')).toBe('2026年11月20日 14:05');
  });
});
