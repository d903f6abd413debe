import { useLingui } from '@lingui/react/macro';
import { locales, type Locale } from '../../../shared/i18n';

/** The three languages, named in the current language (English, Traditional Chinese...). */
export function useLanguageOptions(): { value: Locale; label: string }[] {
  const { t } = useLingui();
  const names: Record<Locale, string> = {
    en: t`English`,
    zh: t`Traditional Chinese`,
    zh_cn: t`Simplified Chinese`,
  };
  return locales.map((value) => ({ value, label: names[value] }));
}
