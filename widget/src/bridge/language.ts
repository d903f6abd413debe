/** The widget's languages (spec: en, zh = Traditional, zh_cn = Simplified) and the tags sites may pass. */
export const locales = ['en', 'zh', 'zh_cn'] as const;
export type Locale = (typeof locales)[number];

export const LANGUAGE_MISSING = 'Please provide a language';
export const LANGUAGE_INVALID = 'Language is not valid';

function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** Maps our locales and the tags sites pass (en_US, zh_HK, zh_CN, zh-Hant-TW...) to a locale. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag || typeof tag !== 'string') return undefined;
  const normalized = tag.trim().toLowerCase().replace(/-/g, '_');
  if (isLocale(normalized)) return normalized;
  if (/^zh(_|$)/.test(normalized)) return /_(cn|sg|hans)/.test(normalized) ? 'zh_cn' : 'zh';
  if (/^en(_|$)/.test(normalized)) return 'en';
  return undefined;
}

/** Spec §5: 'Please provide a language' when missing, 'Language is not valid' otherwise; undefined when fine. */
export function languageError(lang: unknown): string | undefined {
  if (lang === undefined || lang === null || lang === '') return LANGUAGE_MISSING;
  if (typeof lang !== 'string' || !toLocale(lang)) return LANGUAGE_INVALID;
  return undefined;
}
