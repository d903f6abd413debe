import { i18n, type Messages } from '@lingui/core';
import { toLocale, type Locale } from '../bridge/language';
import { messages as enLauncher } from '../locales/en/launcher';
import { messages as zhLauncher } from '../locales/zh/launcher';
import { messages as zhCnLauncher } from '../locales/zh_cn/launcher';

export { locales, toLocale, type Locale } from '../bridge/language';

// The launcher's strings, every language, in the first chunk: a few dozen bytes, where fetching
// the full catalog before the launcher was one more request (its headers alone ~1 KB) of strings
// only the panel shows (issue 53).
const launcher: Record<Locale, Messages> = { en: enLauncher, zh: zhLauncher, zh_cn: zhCnLauncher };

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages'),
  zh: () => import('../locales/zh/messages'),
  zh_cn: () => import('../locales/zh_cn/messages'),
};

/** The panel is coming (intent): every language activated from then on brings its full catalog first. */
let panelWanted = false;
const full = new Map<Locale, Promise<void>>();

function loadFull(locale: Locale): Promise<void> {
  let loading = full.get(locale);
  if (!loading) {
    loading = catalogs[locale]().then(({ messages }) => i18n.load(locale, messages));
    // A failed fetch (offline) may be tried again.
    loading.catch(() => full.delete(locale));
    full.set(locale, loading);
  }
  return loading;
}

/** Until the host page names a language (init, set-language), follow the browser. */
export function detectLocale(): Locale {
  return toLocale(navigator.language) ?? 'en';
}

export async function activateLocale(locale: Locale): Promise<void> {
  if (panelWanted) await loadFull(locale);
  // A copy: Lingui merges later catalogs of the language into the object it was first given.
  i18n.load(locale, { ...launcher[locale] });
  i18n.activate(locale);
  // The panel came while this language was on its way: its strings follow.
  if (panelWanted) void loadFull(locale).catch(() => undefined);
  document.documentElement.lang = locale === 'zh' ? 'zh-Hant' : locale === 'zh_cn' ? 'zh-Hans' : 'en';
}

/** The strings of the panel (and the preview, the standalone notice) in the active language, and in each one activated later. */
export function loadPanelCatalog(): Promise<void> {
  panelWanted = true;
  return loadFull(toLocale(i18n.locale) ?? detectLocale());
}

export { i18n };
