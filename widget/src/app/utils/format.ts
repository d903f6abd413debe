import { localized, relativeTimeParts, RELATIVE_UNIT_LETTER, type RelativeUnit } from '@parley/protocol';

/** A configured text in the visitor's language, falling back to English, then to the default. */
export const pick = localized;

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9: YYYY-MM-DD HH:mm in English, a localized Chinese format otherwise; today only the time. */
export function formatTime(ms: number, locale: string, now = Date.now()): string {
  const d = new Date(ms);
  const today = new Date(now);
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (d.toDateString() === today.toDateString()) return hm;
  if (locale === 'en') return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${hm}`;
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日 ${hm}`;
}

/** The spec's steps in Chinese: "5m" means nothing to a reader of 中文 (issue 50.5). */
const CHINESE_UNITS: Record<'zh' | 'zh_cn', Record<RelativeUnit, string>> = {
  zh: { second: '秒', minute: '分鐘', hour: '小時', day: '天', week: '週', month: '個月', year: '年' },
  zh_cn: { second: '秒', minute: '分钟', hour: '小时', day: '天', week: '周', month: '个月', year: '年' },
};

/** Spec §4's steps (s, m, h, d, w, M, y), the console's rule too: "5m", "2w" in English, "5分鐘" in Chinese. */
export function relativeTime(ms: number, locale: string, now = Date.now()): string {
  const { value, unit } = relativeTimeParts(Math.min(ms, now), now);
  const n = Math.abs(value);
  if (locale === 'zh' || locale === 'zh_cn') return `${n}${CHINESE_UNITS[locale][unit]}`;
  return `${n}${RELATIVE_UNIT_LETTER[unit]}`;
}

const INTL_TAG: Record<string, string> = { en: 'en', zh: 'zh-TW', zh_cn: 'zh-CN' };

/**
 * A time zone as the visitor reads it: its name in their language and its offset now ("香港標準時間
 * (GMT+8)"), not the IANA id; UTC as `utc` says it. The id itself where the browser cannot name it.
 */
export function zoneName(zone: string, locale: string, utc: string, now = new Date()): string {
  if (zone === 'UTC') return utc;
  try {
    const part = (style: 'long' | 'shortOffset') =>
      new Intl.DateTimeFormat(INTL_TAG[locale] ?? 'en', { timeZone: zone, timeZoneName: style }).formatToParts(now).find((p) => p.type === 'timeZoneName')
        ?.value;
    const name = part('long');
    const offset = part('shortOffset');
    return name && offset && name !== offset ? `${name} (${offset})` : (offset ?? zone);
  } catch {
    return zone;
  }
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '?';
  const first = Array.from(parts[0])[0] ?? '';
  const second = parts.length > 1 ? (Array.from(parts[parts.length - 1])[0] ?? '') : '';
  return (first + second).toUpperCase();
}

/** Spec §9: KB, MB above 1000 KB, GB above 1000 MB, two decimals. */
export function fileSize(bytes: number | undefined): string {
  if (!bytes && bytes !== 0) return '';
  const kb = bytes / 1024;
  if (kb <= 1000) return `${kb.toFixed(2)} KB`;
  const mb = kb / 1024;
  if (mb <= 1000) return `${mb.toFixed(2)} MB`;
  return `${(mb / 1024).toFixed(2)} GB`;
}
