import type { Request } from 'express';
/** The product's languages (spec §1): English, Traditional Chinese, Simplified Chinese. */
export type Lang = 'en' | 'zh' | 'zh_cn';

/** One language tag (`zh-TW`, `zh_cn`, `zh-Hans`, `en-GB`…) as one of ours, or null. */
export function toLang(tag: string | undefined | null): Lang | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase().replace('_', '-');
  if (t === 'zh-cn' || t === 'zh-sg' || t.startsWith('zh-hans')) return 'zh_cn';
  if (t === 'zh' || t.startsWith('zh-')) return 'zh';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  return null;
}

/**
 * The language to answer in: an explicit choice (a client sends its interface language), else the
 * first of ours in Accept-Language by preference, else English.
 */
export function languageOf(acceptLanguage: string | undefined, explicit?: string): Lang {
  const chosen = toLang(explicit);
  if (chosen) return chosen;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { lang: toLang(tag), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x): x is { lang: Lang; q: number; i: number } => x.lang !== null && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.lang ?? 'en';
}

/** The language a request's answers speak: the client's `X-Parley-Lang`, else Accept-Language. */
export function requestLanguage(req: Pick<Request, 'headers'>): Lang {
  const explicit = req.headers['x-parley-lang'];
  return languageOf(req.headers['accept-language'], Array.isArray(explicit) ? explicit[0] : explicit);
}
