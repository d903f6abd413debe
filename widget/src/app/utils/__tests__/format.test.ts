import { fileSize, relativeTime, zoneName } from '../format';

describe('widget formats', () => {
  const now = 1_800_000_000_000;
  it('shows relative time in the spec steps, like the console', () => {
    expect(relativeTime(now - 5_000, 'en', now)).toBe('5s');
    expect(relativeTime(now - 3 * 60_000, 'en', now)).toBe('3m');
    expect(relativeTime(now - 2 * 3_600_000, 'en', now)).toBe('2h');
    expect(relativeTime(now - 8 * 86_400_000, 'en', now)).toBe('1w');
    expect(relativeTime(now - 45 * 86_400_000, 'en', now)).toBe('1M');
    expect(relativeTime(now - 400 * 86_400_000, 'en', now)).toBe('1y');
    // A clock ahead of ours reads as now.
    expect(relativeTime(now + 60_000, 'en', now)).toBe('0s');
  });

  it('says the steps in Chinese to a Chinese reader (issue 50.5)', () => {
    expect(relativeTime(now - 5_000, 'zh', now)).toBe('5秒');
    expect(relativeTime(now - 3 * 60_000, 'zh', now)).toBe('3分鐘');
    expect(relativeTime(now - 2 * 3_600_000, 'zh_cn', now)).toBe('2小时');
    expect(relativeTime(now - 8 * 86_400_000, 'zh_cn', now)).toBe('1周');
    expect(relativeTime(now - 45 * 86_400_000, 'zh', now)).toBe('1個月');
  });

  it('names the time zone in the visitor language, not by its IANA id (issue 50.5)', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    expect(zoneName('Asia/Hong_Kong', 'zh', 'UTC words', at)).toMatch(/^香港.*時間 \(GMT\+8\)$/);
    expect(zoneName('Asia/Hong_Kong', 'en', 'UTC words', at)).toBe('Hong Kong Standard Time (GMT+8)');
    expect(zoneName('UTC', 'zh_cn', '协调世界时（UTC）', at)).toBe('协调世界时（UTC）');
    expect(zoneName('Not/AZone', 'en', 'x', at)).toBe('Not/AZone');
  });

  it('writes sizes in KB, MB and GB with two decimals', () => {
    expect(fileSize(2048)).toBe('2.00 KB');
    expect(fileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(fileSize(undefined)).toBe('');
  });
});
