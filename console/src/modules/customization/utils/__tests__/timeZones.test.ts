import { timeZoneOptions } from '../timeZones';

describe('time-zone choices in the reader language (issue 50.5)', () => {
  const at = new Date('2026-01-15T12:00:00Z');

  it('names zones in Chinese with their offset, never by IANA id', () => {
    const zh = timeZoneOptions('Asia/Hong_Kong', 'zh-TW', '協調世界時 (UTC)', at);
    const hk = zh.find((o) => o.value === 'Asia/Hong_Kong');
    expect(hk?.label).toMatch(/^香港.*時間 \(GMT\+8\)$/);
    expect(zh.find((o) => o.value === 'UTC')?.label).toBe('協調世界時 (UTC)');
    expect(zh.some((o) => /\//.test(o.label) || /_/.test(o.label))).toBe(false);
  });

  it('keeps one entry for zones named alike at one offset, always the current zone, in offset order', () => {
    const en = timeZoneOptions('America/Detroit', 'en', 'Coordinated Universal Time (UTC)', at);
    const labels = en.map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(en.find((o) => o.label.startsWith('Eastern Time'))?.value).toBe('America/Detroit');
    expect(en.length).toBeGreaterThan(100);
    const idx = (zone: string) => en.findIndex((o) => o.value === zone);
    expect(idx('Pacific/Honolulu')).toBeLessThan(idx('UTC'));
    expect(idx('UTC')).toBeLessThan(idx('Asia/Tokyo'));
  });
});
