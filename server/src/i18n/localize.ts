import { ERROR_CATALOG, NOUNS } from './error-catalog';
import type { Lang } from './language';

interface Template {
  pattern: RegExp;
  names: string[];
  zh: string;
  zh_cn: string;
  /** Characters that are not placeholders: the more, the more specific. */
  literal: number;
}

const exact = new Map<string, { zh: string; zh_cn: string }>();
const templates: Template[] = [];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [en, zh, zh_cn] of ERROR_CATALOG) {
  if (!/\{\w+\}/.test(en)) {
    exact.set(en, { zh, zh_cn });
    continue;
  }
  const names: string[] = [];
  const source = en
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escape(part);
      names.push(m[1]!);
      return '(.+?)';
    })
    .join('');
  templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, zh, zh_cn, literal: en.replace(/\{\w+\}/g, '').length });
}
// The most specific first: "{field}: {message}" must not take what a longer template says.
templates.sort((a, b) => b.literal - a.literal);

const noun = (value: string, lang: 'zh' | 'zh_cn') => NOUNS[value]?.[lang === 'zh' ? 0 : 1] ?? value;

/** The message in `lang`, or null when the catalog does not know it. */
function translate(message: string, lang: 'zh' | 'zh_cn'): string | null {
  const known = exact.get(message);
  if (known) return known[lang];
  for (const t of templates) {
    const m = t.pattern.exec(message);
    if (!m) continue;
    const values: Record<string, string> = {};
    let complete = true;
    t.names.forEach((name, i) => {
      const value = m[i + 1]!;
      if (name === 'message') {
        const inner = translate(value, lang);
        if (inner === null) complete = false;
        values[name] = inner ?? value;
      } else values[name] = noun(value, lang);
    });
    if (!complete) continue;
    return t[lang].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  }
  return null;
}

/** What an answer with no catalogued message says, by its code: never English to a Chinese reader. */
const GENERIC: Record<number, [zh: string, zh_cn: string]> = {
  400: ['輸入無效', '输入无效'],
  401: ['請登入', '请登录'],
  403: ['您沒有權限執行此操作', '您没有权限执行此操作'],
  404: ['找不到項目', '找不到项目'],
  409: ['操作與目前狀態衝突', '操作与当前状态冲突'],
  410: ['連結已失效', '链接已失效'],
  413: ['內容過大', '内容过大'],
  429: ['請求過多，請稍後再試', '请求过多，请稍后再试'],
  500: ['我們這邊發生錯誤', '我们这边发生错误'],
};

/** Whether the catalog knows this message (tests walk the server's messages with it). */
export function isCatalogued(message: string): boolean {
  return translate(message, 'zh') !== null && translate(message, 'zh_cn') !== null;
}

/**
 * An error message for a reader of `lang`: English as written; Chinese from the catalog, or, for a
 * message it does not know, the generic words for its code (a field problem keeps its field name).
 */
export function localizeMessage(message: string, lang: Lang, code = 400): string {
  if (lang === 'en') return message;
  const translated = translate(message, lang);
  if (translated !== null) return translated;
  const generic = GENERIC[code] ?? GENERIC[code >= 500 ? 500 : 400]!;
  return generic[lang === 'zh' ? 0 : 1];
}

/**
 * The field problems of a validation error (`extraInfo.fields`) in `lang`. A problem is either a
 * message (translated) or a code clients decide on (`duplicate`, `tooLong`: kept as it is).
 */
export function localizeFields(fields: unknown, lang: Lang): unknown {
  if (lang === 'en' || fields === null || typeof fields !== 'object' || Array.isArray(fields)) return fields;
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? (translate(v, lang) ?? v) : v]));
}
