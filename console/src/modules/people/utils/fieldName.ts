import { asLocale } from '../../../shared/i18n';

export interface FieldNames {
  en: string;
  zh: string;
  zh_cn: string;
}

/** A custom field's name in the console's language (spec §3: a name per language; English when one is empty). */
export function fieldName(name: FieldNames, locale: string): string {
  return name[asLocale(locale)]?.trim() || name.en;
}
