import type { Lang } from '../../i18n/language';
import { msg, renderMessage, type Message, type PlainReason } from '../../i18n/messages';

const say = (reason: PlainReason | Message, lang: Lang) => renderMessage(typeof reason === 'string' ? { reason } : reason, lang);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-Hant', zh_cn: 'zh-Hans' };

/** The page's own policy: no script at all, its inline style, and a form that posts only back here. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function page(lang: Lang, body: string): string {
  const title = escape(say('continuity.unsubscribeTitle', lang));
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:6px;background:#6d78a5;color:#fff;cursor:pointer}</style>
</head><body>${body}</body></html>`;
}

/** The question, with a button that posts (a GET never unsubscribes: link scanners follow every link in a mail). */
export function confirmPage(lang: Lang, workspaceName: string, action: string): string {
  const question = escape(say(msg('continuity.unsubscribeQuestion', { workspace: workspaceName }), lang));
  const button = escape(say('continuity.unsubscribeButton', lang));
  return page(
    lang,
    `<h1>${escape(say('continuity.unsubscribeTitle', lang))}</h1><p>${question}</p><form method="post" action="${escape(action)}"><button type="submit">${button}</button></form>`,
  );
}

export const donePage = (lang: Lang): string => page(lang, `<p>${escape(say('continuity.unsubscribed', lang))}</p>`);

export const unknownPage = (lang: Lang): string => page(lang, `<p>${escape(say('continuity.linkNotFound', lang))}</p>`);
