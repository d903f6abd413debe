import { find } from 'linkifyjs';

/** A piece of message text: plain text, or a link that opens in a new tab. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Only http and https links are made clickable; anything else (javascript:, data:) stays text. */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

// Written links only: a scheme or www. (linkifyjs would also link bare names like "order.pdf").
const WRITTEN_LINK = /^(https?:\/\/|www\.)/i;

/**
 * Message text split into text and links (spec §9), one rule for console and widget: linkifyjs
 * finds the links (trailing punctuation, brackets and CJK text handled), we keep http(s) and www.
 * ones. Render the parts as React elements, never as HTML.
 */
export function parseLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of find(text, 'url')) {
    // A quote or angle bracket cannot stand in a URL (RFC 3986), and full-width punctuation ends a
    // link written inside Chinese text: the link ends there.
    const cut = match.value.search(/["<>，。、！？；：（）「」『』【】]/);
    const value = cut >= 0 ? match.value.slice(0, cut) : match.value;
    if (!WRITTEN_LINK.test(value)) continue;
    const href = safeHref(value);
    if (!href) continue;
    if (match.start > last) parts.push({ kind: 'text', text: text.slice(last, match.start) });
    parts.push({ kind: 'link', text: value, href });
    last = match.start + value.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
