import { i18n, type Messages } from '@lingui/core';
import { toLocale, type Locale } from '../bridge/language';

export { locales, toLocale, type Locale } from '../bridge/language';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages'),
  zh: () => import('../locales/zh/messages'),
  zh_cn: () => import('../locales/zh_cn/messages'),
};

/** Until the host page names a language (init, set-language), follow the browser. */
export function detectLocale(): Locale {
  return toLocale(navigator.language) ?? 'en';
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale === 'zh' ? 'zh-Hant' : locale === 'zh_cn' ? 'zh-Hans' : 'en';
}

export { i18n };
