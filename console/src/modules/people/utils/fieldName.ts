import type { Locale } from '../../../shared/i18n';

export interface FieldNames {
  en: string;
  zh: string;
  zh_cn: string;
}

/** A custom field's name in the console's language (spec §3: a name per language; English when one is empty). */
export function fieldName(name: FieldNames, locale: string): string {
  const key: Locale = locale === 'zh' || locale === 'zh_cn' ? locale : 'en';
  return name[key]?.trim() || name.en;
}
