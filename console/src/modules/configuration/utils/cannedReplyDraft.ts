import { CANNED_CONTENT_MAX, SHORT_CODE_MAX, SHORT_CODE_PATTERN, unknownVariables, type CannedReplyScope } from '@parley/protocol';

export type ContentLang = 'en' | 'zh' | 'zh_cn';
export const CONTENT_LANGS: readonly ContentLang[] = ['en', 'zh', 'zh_cn'];

export interface CannedReplyDraft {
  id: string | null;
  scope: CannedReplyScope;
  shortCode: string;
  content: Record<ContentLang, string>;
}

export type DraftProblem =
  'shortCodeRequired' | 'shortCodeTooLong' | 'shortCodeChars' | 'contentRequired' | `tooLong:${ContentLang}` | `variable:${ContentLang}`;

export function emptyCannedReply(scope: CannedReplyScope): CannedReplyDraft {
  return { id: null, scope, shortCode: '', content: { en: '', zh: '', zh_cn: '' } };
}

/** What the server would refuse, checked before saving (the same rules: protocol/canned-reply.ts). */
export function cannedReplyProblems(d: CannedReplyDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  const code = d.shortCode.trim();
  if (!code) out.push('shortCodeRequired');
  else if (code.length > SHORT_CODE_MAX) out.push('shortCodeTooLong');
  else if (!SHORT_CODE_PATTERN.test(code)) out.push('shortCodeChars');
  if (CONTENT_LANGS.every((l) => !d.content[l].trim())) out.push('contentRequired');
  for (const l of CONTENT_LANGS) {
    if (d.content[l].trim().length > CANNED_CONTENT_MAX) out.push(`tooLong:${l}`);
    if (unknownVariables(d.content[l]).length) out.push(`variable:${l}`);
  }
  return out;
}

/** The GraphQL input of a draft: the scope only when it is new (it stays afterwards). */
export function cannedReplyInput(d: CannedReplyDraft) {
  return {
    ...(d.id ? {} : { scope: d.scope }),
    shortCode: d.shortCode.trim(),
    content: { en: d.content.en.trim(), zh: d.content.zh.trim(), zh_cn: d.content.zh_cn.trim() },
  };
}
