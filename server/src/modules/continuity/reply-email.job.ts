import type { ServiceDeps } from '../service-deps';
import { toLang, type Lang } from '../../i18n/language';
import { publicLink } from '../account/links';
import type { MessageMeta } from '../message/message.entity';
import { composeReplyEmail, QUOTED, type EmailedMessage } from './reply-email';
import { newReplyToken, replyAddress } from './reply-address';

/** The most replies one email carries; more are left for the chat (the email says to continue there). */
const MAX_REPLIES = 20;

interface Recipient {
  conversation_id: string;
  workspace_id: string;
  customer_id: string;
  email: string;
  workspace_name: string;
  last_read_seq: string | null;
  lang: string | null;
}

interface MessageRow {
  id: string;
  seq: string;
  sender_type: 'agent' | 'customer' | 'autoMessage';
  meta: MessageMeta;
  agent_name: string | null;
}

/** The conversation's visitor, when replies may be emailed to them: an email, not unsubscribed, a conversation that is theirs. */
async function recipientOf(deps: ServiceDeps, conversationId: string): Promise<Recipient | undefined> {
  const rows: Recipient[] = await deps.dataSource.query(
    `SELECT c.id AS conversation_id, c.workspace_id, c.customer_id, cu.email, w.name AS workspace_name,
            (SELECT cm.last_read_seq FROM conversation_member cm
              WHERE cm.conversation_id = c.id AND cm.member_type = 'customer' AND cm.member_id = c.customer_id) AS last_read_seq,
            (SELECT s.lang FROM auth_session s
              WHERE s.subject_type = 'customer' AND s.subject_id = c.customer_id AND s.workspace_id = c.workspace_id
              ORDER BY s.last_used_at DESC LIMIT 1) AS lang
       FROM conversation c
       JOIN customer cu ON cu.id = c.customer_id
       JOIN workspace w ON w.id = c.workspace_id
      WHERE c.id = $1 AND NOT c.agent_only AND c.merged_into_id IS NULL AND c.external_platform_id IS NULL
        AND cu.email IS NOT NULL AND cu.email <> '' AND cu.email_unsubscribed_at IS NULL AND cu.archived_at IS NULL`,
    [conversationId],
  );
  return rows[0];
}

/** The thread row (its reply token), made on the conversation's first email. */
async function replyTokenOf(deps: ServiceDeps, r: Recipient): Promise<string> {
  await deps.dataSource.query(
    `INSERT INTO conversation_email_thread (conversation_id, workspace_id, reply_token) VALUES ($1, $2, $3) ON CONFLICT (conversation_id) DO NOTHING`,
    [r.conversation_id, r.workspace_id, newReplyToken()],
  );
  const [row]: { reply_token: string }[] = await deps.dataSource.query('SELECT reply_token FROM conversation_email_thread WHERE conversation_id = $1', [
    r.conversation_id,
  ]);
  return row!.reply_token;
}

const SELECT_MESSAGES = `SELECT m.id, m.seq, m.sender_type, m.meta, COALESCE(a.display_name, m.meta->>'senderName') AS agent_name
   FROM message m LEFT JOIN agent a ON a.id = m.sender_id AND m.sender_type = 'agent'
  WHERE m.conversation_id = $1 AND m.deleted_at IS NULL AND NOT m.internal`;

const toEmailed = (row: MessageRow, workspaceName: string): EmailedMessage => ({
  id: row.id,
  senderType: row.sender_type,
  name: row.agent_name ?? workspaceName,
  meta: row.meta,
});

/**
 * The 'visitor-reply-email' job: the agents' replies after both what was emailed and what the
 * visitor read (none: they saw them in the widget, nothing is sent), emailed in the visitor's
 * language, then emailed_seq moves to the newest. The move is conditional on the emailed_seq the
 * decision read, so of two runs that raced only one records it; a crash (or a failed update) after
 * the send makes the retry send again — the same Message-ID, which many clients fold into one —
 * rather than lose the email.
 */
export async function runReplyEmail(deps: ServiceDeps, conversationId: string): Promise<void> {
  const recipient = await recipientOf(deps, conversationId);
  if (!recipient) return;
  const read = Number(recipient.last_read_seq ?? 0);
  const [{ emailed_seq: emailedBefore } = { emailed_seq: '0' }]: { emailed_seq: string }[] = await deps.dataSource.query(
    'SELECT emailed_seq FROM conversation_email_thread WHERE conversation_id = $1',
    [conversationId],
  );
  const floor = Math.max(read, Number(emailedBefore));
  const replies: MessageRow[] = await deps.dataSource.query(
    `${SELECT_MESSAGES} AND m.sender_type = 'agent' AND m.seq > $2 AND m.meta->>'automation' IS NULL AND m.meta->'system' IS NULL
      ORDER BY m.seq LIMIT ${MAX_REPLIES}`,
    [conversationId, floor],
  );
  if (replies.length === 0) return;
  const replyToken = await replyTokenOf(deps, recipient);
  const earlier: MessageRow[] = await deps.dataSource.query(
    `${SELECT_MESSAGES} AND m.sender_type IN ('agent', 'customer', 'autoMessage') AND m.seq < $2 ORDER BY m.seq DESC LIMIT ${QUOTED}`,
    [conversationId, replies[0]!.seq],
  );
  const inbound = deps.config.inboundEmail;
  const lang: Lang = toLang(recipient.lang) ?? 'en';
  const mail = composeReplyEmail({
    lang,
    to: recipient.email,
    workspaceName: recipient.workspace_name,
    replies: replies.map((r) => toEmailed(r, recipient.workspace_name)),
    earlier: earlier.reverse().map((r) => toEmailed(r, recipient.workspace_name)),
    replyTo: inbound ? replyAddress(replyToken, inbound.domain) : undefined,
    unsubscribeUrl: publicLink(deps.config, `/api/email/unsubscribe/${replyToken}`),
    conversationId,
    idDomain: inbound?.domain ?? idDomainOf(deps.config.publicUrl),
  });
  const newest = Number(replies[replies.length - 1]!.seq);
  await deps.mailer.send(mail);
  await deps.dataSource.query(
    `UPDATE conversation_email_thread SET emailed_seq = $2, last_emailed_at = now() WHERE conversation_id = $1 AND emailed_seq = $3`,
    [conversationId, newest, Number(emailedBefore)],
  );
  deps.logger.info({ conversationId, replies: replies.length }, 'agent replies emailed to the visitor');
}

/** Message-IDs need a domain: the public URL's host, else a name of ours. */
function idDomainOf(publicUrl: string | undefined): string {
  try {
    return publicUrl ? new URL(publicUrl).hostname : 'parley.invalid';
  } catch {
    return 'parley.invalid';
  }
}
