import { z, type core } from 'zod';
import type { Lang } from './language';

const maps: Partial<Record<Lang, core.$ZodErrorMap>> = {};

/** Zod's own words for a failed check (schemas' own messages win, then go through the catalog), in `lang`. */
export function zodErrorMap(lang: Lang): core.$ZodErrorMap | undefined {
  if (lang === 'en') return undefined;
  maps[lang] ??= (lang === 'zh' ? z.locales.zhTW() : z.locales.zhCN()).localeError;
  return maps[lang];
}
