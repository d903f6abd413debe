import type { Lang } from '../../i18n/language';
import { msg, renderMessage, type Message, type PlainReason } from '../../i18n/messages';
import type { OutgoingMail } from '../../mail/mailer';
import type { MessageMeta } from '../message/message.entity';

/** One message as the email shows it: who wrote it and what. */
export interface EmailedMessage {
  id: string;
  senderType: 'agent' | 'customer' | 'autoMessage';
  /** The agent's (or API token's) name; unused for the customer ("You"). */
  name: string;
  meta: MessageMeta;
}

export interface ReplyEmailInput {
  lang: Lang;
  to: string;
  workspaceName: string;
  /** The agents' replies the visitor has not seen, oldest first. */
  replies: EmailedMessage[];
  /** What came before them, oldest first (at most QUOTED). */
  earlier: EmailedMessage[];
  /** reply+<token>@<domain> when the inbound listener is configured; else the email says to answer in the chat. */
  replyTo?: string;
  unsubscribeUrl: string;
  conversationId: string;
  /** The domain Message-IDs are made in. */
  idDomain: string;
}

/** How many earlier messages an email quotes. */
export const QUOTED = 5;
/** A quoted message is cut after this many characters. */
const QUOTE_CHARS = 300;

const say = (reason: PlainReason | Message, lang: Lang) => renderMessage(typeof reason === 'string' ? { reason } : reason, lang);

/** A message as text: its words, a file as its name, anything else as a pointer to the chat. */
export function textOf(meta: MessageMeta, lang: Lang): string {
  const parts: string[] = [];
  if (meta.content?.trim()) parts.push(meta.content.trim());
  if (meta.file) parts.push(say(msg('continuity.file', { name: meta.file.name }), lang));
  if (parts.length === 0 && meta.template?.name) parts.push(meta.template.name);
  if (parts.length === 0 && meta.element?.elements[0]?.title) parts.push(meta.element.elements[0].title);
  if (parts.length === 0 && meta.inlineInput?.title) parts.push(meta.inlineInput.title);
  return parts.length ? parts.join('\n') : say('continuity.otherMessage', lang);
}

const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS - 1)}…` : flat;
};

/** The id of the conversation's first email, which every later one answers: clients show them as one thread. */
export const threadMessageId = (conversationId: string, domain: string) => `<conversation-${conversationId}@${domain}>`;

/**
 * The email of an agent's replies, in the visitor's language: the replies in full, then the last
 * messages before them quoted, how to answer, and the unsubscribe link (also as RFC 8058 one-click
 * headers). Its Message-ID is made from the newest reply's id: a retried send is the same email.
 * No `link` for the mailer's log: the token in it is also the reply address's credential.
 */
export function composeReplyEmail(input: ReplyEmailInput): OutgoingMail {
  const { lang } = input;
  const nameOf = (m: EmailedMessage) => (m.senderType === 'customer' ? say('continuity.you', lang) : m.name);
  const lines: string[] = [say(msg('continuity.emailIntro', { workspace: input.workspaceName }), lang), ''];
  for (const reply of input.replies) lines.push(`${nameOf(reply)}:`, textOf(reply.meta, lang), '');
  if (input.earlier.length > 0) {
    lines.push('—', say('continuity.earlier', lang), '');
    for (const m of input.earlier) lines.push(`> ${nameOf(m)}: ${oneLine(textOf(m.meta, lang))}`);
    lines.push('');
  }
  lines.push(say(input.replyTo ? 'continuity.replyHint' : 'continuity.chatOnly', lang), '');
  lines.push(say(msg('continuity.unsubscribeLine', { link: input.unsubscribeUrl }), lang));
  const newest = input.replies[input.replies.length - 1]!;
  const thread = threadMessageId(input.conversationId, input.idDomain);
  return {
    to: input.to,
    subject: say(msg('continuity.emailSubject', { workspace: input.workspaceName }), lang),
    text: lines.join('\n'),
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: `<reply-${newest.id}@${input.idDomain}>`,
    inReplyTo: thread,
    references: [thread],
  };
}
