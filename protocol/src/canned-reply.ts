/**
 * Canned replies (issue 20): saved replies with a short code, typed as `/code` in the composer.
 * Their content may name variables like {{customer.displayName}}, filled in by the console when
 * the reply is inserted; the server refuses content naming a variable not listed here.
 */
export const CANNED_REPLY_VARIABLES = ['customer.displayName', 'customer.email', 'agent.displayName', 'agent.email'] as const;
export type CannedReplyVariable = (typeof CANNED_REPLY_VARIABLES)[number];

export const CANNED_REPLY_SCOPES = ['workspace', 'personal'] as const;
export type CannedReplyScope = (typeof CANNED_REPLY_SCOPES)[number];

/** Letters (any script), digits, `-` and `_`: what can follow `/` in the composer without a space. */
export const SHORT_CODE_PATTERN = /^[\p{L}\p{N}_-]+$/u;
export const SHORT_CODE_MAX = 32;
export const CANNED_CONTENT_MAX = 5000;

/** `{{ name }}` with optional spaces inside the braces. */
const VARIABLE = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** Every variable name the text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(VARIABLE)) if (!out.includes(m[1])) out.push(m[1]);
  return out;
}

/** The variables the text uses that are not offered (the server refuses them). */
export function unknownVariables(text: string): string[] {
  return variablesIn(text).filter((v) => !(CANNED_REPLY_VARIABLES as readonly string[]).includes(v));
}

/**
 * The text with each known variable replaced by its value; a value that is missing (a customer
 * without an email) becomes empty, so no braces reach a customer. Unknown names are left as written.
 */
export function fillVariables(text: string, values: Partial<Record<CannedReplyVariable, string | null | undefined>>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    (CANNED_REPLY_VARIABLES as readonly string[]).includes(name) ? (values[name as CannedReplyVariable] ?? '') : whole,
  );
}

/** Content per console language; a language left empty falls back to the others. */
export interface CannedReplyContent {
  en: string;
  zh: string;
  zh_cn: string;
}

/** The content in the asked language, else English, else whichever language has some. */
export function contentIn(content: CannedReplyContent, lang: string): string {
  const key: keyof CannedReplyContent = lang === 'zh' ? 'zh' : lang === 'zh_cn' || lang === 'zh-cn' ? 'zh_cn' : 'en';
  return content[key] || content.en || content.zh || content.zh_cn;
}
