import type { Locale } from '../../../shared/i18n';

/** The console's active language as one of ours (Lingui hands it over as a plain string). */
export const asLocale = (locale: string): Locale => (locale === 'zh' || locale === 'zh_cn' ? locale : 'en');
