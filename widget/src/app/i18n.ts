import { i18n, type Messages } from '@lingui/core';

export const locales = ['en', 'zh', 'zh_cn'] as const;
export type Locale = (typeof locales)[number];

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages'),
  zh: () => import('../locales/zh/messages'),
  zh_cn: () => import('../locales/zh_cn/messages'),
};

function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** Maps our locales and the tags sites pass (en_US, zh_HK, zh_CN, zh-Hant-TW...) to a locale. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const normalized = tag.toLowerCase().replace(/-/g, '_');
  if (isLocale(normalized)) return normalized;
  if (normalized.startsWith('zh')) {
    return /_(cn|sg|hans)/.test(normalized) ? 'zh_cn' : 'zh';
  }
  if (normalized.startsWith('en')) return 'en';
  return undefined;
}

/** Until the host page names a language (init, set-language), follow the browser. */
export function detectLocale(): Locale {
  return toLocale(navigator.language) ?? 'en';
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale.replace('_', '-');
}

export { i18n };
