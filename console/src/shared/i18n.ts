import { i18n, type Messages } from '@lingui/core';
import { CLIENT_LANGS, type ClientLang } from '@parley/protocol';

/** The console's languages are the ones the server answers in (@parley/protocol). */
export const locales = CLIENT_LANGS;
export type Locale = ClientLang;

export const LANG_STORAGE_KEY = 'parley.lang';

/**
 * Two catalogs per language: the sign-in screen's (lingui.config.ts names its files), which the
 * first visit to /login loads alone, and the rest of the console's, loaded with the console.
 */
type CatalogPart = 'signIn' | 'console';
const catalogs: Record<CatalogPart, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  signIn: {
    en: () => import('../locales/en/signin'),
    zh: () => import('../locales/zh/signin'),
    zh_cn: () => import('../locales/zh_cn/signin'),
  },
  console: {
    en: () => import('../locales/en/messages'),
    zh: () => import('../locales/zh/messages'),
    zh_cn: () => import('../locales/zh_cn/messages'),
  },
};
const parts = new Set<CatalogPart>(['signIn']);
/** The language last asked for, which may still be loading. */
let requested: Locale | undefined;

function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** Maps a stored choice or a browser tag (zh-TW, zh-Hans-CN, en-GB...) to one of our locales. */
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

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null; // storage can be disabled
  }
}

/** Remembers the choice across reloads (spec: the chosen language persists). */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale);
  } catch {
    // storage can be disabled; the choice then lasts for this page only
  }
}

export function hasStoredLocale(): boolean {
  return toLocale(readStoredLocale()) !== undefined;
}

/** The lang attribute for each language (picks the right CJK glyphs). */
export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-TW', zh_cn: 'zh-CN' };

/** Each language named in itself, for the language switches. */
export const LANGUAGE_ENDONYMS: Record<Locale, string> = { en: 'English', zh: '繁體中文', zh_cn: '简体中文' };

export function detectLocale(): Locale {
  return toLocale(readStoredLocale()) ?? toLocale(navigator.language) ?? 'en';
}

export async function activateLocale(locale: Locale): Promise<void> {
  requested = locale;
  const loaded = await Promise.all([...parts].map((part) => catalogs[part][locale]()));
  const messages: Messages = Object.assign({}, ...loaded.map((catalog) => catalog.messages));
  // Plurals and number formats go through Intl, which refuses 'zh_cn': give it the BCP 47 tag.
  i18n.loadAndActivate({ locale, locales: HTML_LANG[locale], messages });
  for (const follow of followers) follow(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

/** From now on each language loads the console's catalog too (the console's unit tests: every string of it). */
export function includeConsoleCatalog(): void {
  parts.add('console');
}

/**
 * The console's catalog beside the sign-in screen's, in the language asked for (or the active
 * one): fetched from now on with every language, and at once for this one.
 */
export function loadConsoleCatalog(): Promise<void> {
  if (!consoleCatalog) {
    includeConsoleCatalog();
    consoleCatalog = activateLocale(requested ?? toLocale(i18n.locale) ?? detectLocale()).catch((error: unknown) => {
      consoleCatalog = undefined; // a failed fetch (network) is tried again by the next caller
      throw error;
    });
  }
  return consoleCatalog;
}
let consoleCatalog: Promise<void> | undefined;

const followers: ((locale: Locale) => void)[] = [];

/** What else switches with the language (dayjs, shared/dateFormat.ts): at once to the active one, then on every change. */
export function followLocale(follow: (locale: Locale) => void): void {
  followers.push(follow);
  const active = toLocale(i18n.locale);
  if (active) follow(active);
}

export { i18n };

/** The interface's language, as the server takes it (X-Parley-Lang, connectionParams.lang): its error messages follow. */
export function interfaceLanguage(): Locale {
  return toLocale(i18n.locale) ?? 'en';
}
