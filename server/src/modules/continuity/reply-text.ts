/**
 * What a visitor wrote in an email reply, without the history their client quoted under it or
 * their signature: the conversation already holds the history, and a signature repeated in every
 * message is noise to the agent. HTML-only mail arrives here as mailparser's text of it.
 *
 * Clients mark where the quote starts in their own ways; each rule below is one client's way.
 * Everything from the first such line on is dropped; lines quoted with ">" are dropped wherever
 * they are (a reply written between quoted lines keeps its own lines).
 */

/** A line that starts what the client quoted (or the signature): everything from it on goes. */
const CUT_LINES: readonly RegExp[] = [
  // Gmail, Apple Mail, Thunderbird: "On Thu, Dec 3, 2026 at 10:00, Ann <ann@example.com> wrote:"
  /^\s*On\s.{1,400}\swrote:\s*$/i,
  // Outlook and older clients.
  /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^\s*-{2,}\s*(原始邮件|原始郵件|原始信息|原始訊息)\s*-{2,}\s*$/,
  // Chinese clients: "在 2026年12月3日 … 写道：", "於 2026年12月3日 … 寫道："
  /^\s*(在|於|于)\s?.{1,400}(写道|寫道)\s*[:：]\s*$/,
  // Chinese Outlook, Foxmail, QQ Mail: the header block of the quoted message.
  /^\s*(发件人|寄件者|寄件人)\s*[:：]/,
  // Phones' signatures.
  /^\s*Sent from my\s.{1,60}$/i,
  /^\s*(从我的|從我的)\s?.{1,40}(发送|傳送|寄出)\s*$/,
  // The signature separator ("-- ", RFC 3676), also as mangled by clients that trim the space.
  /^--\s?$/,
];

/** Outlook's header block of the quoted message: "From: …" with "Sent: …" or "Date: …" right under it. */
const OUTLOOK_FROM = /^\s*\*?From:\*?\s/i;
const OUTLOOK_SENT = /^\s*\*?(Sent|Date):\*?\s/i;
/** The rule Outlook draws above that block. */
const OUTLOOK_RULE = /^\s*_{10,}\s*$/;
/** Gmail wraps a long "On … wrote:" line: the "On …" part, then a line ending in "wrote:". */
const WRAPPED_ON = /^\s*On\s.{1,300}$/i;
const WRAPPED_WROTE = /^.{0,300}\swrote:\s*$/i;

function startsQuote(lines: readonly string[], i: number): boolean {
  const line = lines[i]!;
  if (CUT_LINES.some((rule) => rule.test(line))) return true;
  const next = lines[i + 1];
  if (next !== undefined && WRAPPED_ON.test(line) && WRAPPED_WROTE.test(next) && CUT_LINES[0]!.test(`${line} ${next}`)) return true;
  const header = (at: number) => OUTLOOK_FROM.test(lines[at] ?? '') && [1, 2, 3].some((d) => OUTLOOK_SENT.test(lines[at + d] ?? ''));
  if (header(i)) return true;
  return OUTLOOK_RULE.test(line) && header(i + 1 + (lines[i + 1]?.trim() === '' ? 1 : 0));
}

/** The new text of an email reply; '' when nothing is left (the caller drops an empty reply without attachments). */
export function replyText(text: string): string {
  const lines = text
    .replace(/^\ufeff/, '')
    .replace(/\u200b|\u200c|\u200d|\u2060/g, '')
    .split(/\r\n|\r|\n/);
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (startsQuote(lines, i)) break;
    const line = lines[i]!;
    if (/^\s*>/.test(line)) continue;
    kept.push(line.replace(/\s+$/, ''));
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
