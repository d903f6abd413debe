import { i18n, type Messages } from '@lingui/core';
import { CLIENT_LANGS, type ClientLang } from '@parley/protocol';

/** The console's languages are the ones the server answers in (@parley/protocol). */
export const locales = CLIENT_LANGS;
export type Locale = ClientLang;

export const LANG_STORAGE_KEY = 'parley.lang';

/**
 * Three catalogs per language (lingui.config.ts names their files): the sign-in screen's, which the
 * first visit to /login loads alone; the inbox's (the shell, the list, what every page shows), which
 * the console loads before its first screen; and the rest (the pane, settings, reports), loaded with
 * the first page or pane that needs it and, failing that, once the inbox is on screen.
 */
export type CatalogPart = 'signIn' | 'inbox' | 'console';
const catalogs: Record<CatalogPart, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  signIn: {
    en: () => import('../locales/en/signin'),
    zh: () => import('../locales/zh/signin'),
    zh_cn: () => import('../locales/zh_cn/signin'),
  },
  inbox: {
    en: () => import('../locales/en/inbox'),
    zh: () => import('../locales/zh/inbox'),
    zh_cn: () => import('../locales/zh_cn/inbox'),
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

/** The console's active language as one of ours (Lingui hands it over as a plain string). */
export function asLocale(locale: string): Locale {
  return toLocale(locale) ?? 'en';
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

/** From now on each language loads every catalog (the console's unit tests: every string of it). */
export function includeAllCatalogs(): void {
  for (const part of Object.keys(catalogs) as CatalogPart[]) parts.add(part);
}

const loading = new Map<CatalogPart, Promise<void>>();

/**
 * A catalog beside those already loaded, in the language asked for (or the active one): fetched
 * from now on with every language, and at once for this one.
 */
export function loadCatalog(part: CatalogPart): Promise<void> {
  let pending = loading.get(part);
  if (!pending) {
    parts.add(part);
    pending = activateLocale(requested ?? toLocale(i18n.locale) ?? detectLocale()).catch((error: unknown) => {
      loading.delete(part); // a failed fetch (network) is tried again by the next caller
      throw error;
    });
    loading.set(part, pending);
  }
  return pending;
}

/** A lazily fetched page or pane with the console's strings: both fetched at once, the module answered once both are in. */
export function withConsoleStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalog('console')]).then(([module]) => module);
}

// A string of a catalog not loaded yet (a part of another page shown early): the rest of the
// catalogs load, and everything shown re-renders with it (I18nProvider follows the catalog's changes).
i18n.on('missing', () => {
  if (parts.has('inbox')) void loadCatalog('console').catch(() => undefined);
});

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
  return asLocale(i18n.locale);
}
