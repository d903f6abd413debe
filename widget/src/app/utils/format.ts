import { localized, relativeTimeParts, RELATIVE_UNIT_LETTER } from '@parley/protocol';

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

/** Spec §4's steps (s, m, h, d, w, M, y), the console's rule too: "5m", "2w". */
export function relativeTime(ms: number, now = Date.now()): string {
  const { value, unit } = relativeTimeParts(Math.min(ms, now), now);
  return `${Math.abs(value)}${RELATIVE_UNIT_LETTER[unit]}`;
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
