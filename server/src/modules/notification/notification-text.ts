import type { EntityManager } from 'typeorm';

/** A data source or a transaction's manager (on PGlite a read beside an open transaction would wait for it). */
type Queryable = Pick<EntityManager, 'query'>;
import { msg, renderMessage } from '../../i18n/messages';
import { toLang, type Lang } from '../../i18n/language';
import { excerpt, READS_UNASSIGNED, type NotificationKind } from './notification-rules';

/** What a notification says, read once for a push or an email line. */
export interface NotificationFacts {
  id: string;
  agentId: string;
  kind: NotificationKind;
  conversationId: string;
  customerName: string | null;
  conversationName: string | null;
  senderName: string | null;
  /** The message's words, or its file's name; null when there is no message (an assignment). */
  content: string | null;
  fileName: string | null;
  internal: boolean;
  /** Whether the agent reads the conversation (an internal note's words only go to one who does). */
  reads: boolean;
  createdAt: Date;
}

/** The agent's language: the one of their most recently used console session (en when they never signed in). */
export async function agentLang(ds: Queryable, agentId: string): Promise<Lang> {
  const [row] = (await ds.query(`SELECT lang FROM auth_session WHERE subject_type = 'agent' AND subject_id = $1 ORDER BY last_used_at DESC LIMIT 1`, [
    agentId,
  ])) as { lang: string }[];
  return toLang(row?.lang) ?? 'en';
}

/** The facts of these notifications, in their order of creation. */
export async function notificationFacts(ds: Queryable, ids: readonly string[]): Promise<NotificationFacts[]> {
  const rows = (await ds.query(
    `SELECT n.id, n.agent_id, n.kind, n.conversation_id, n.created_at,
            cu.display_name AS customer_name, c.name AS conversation_name,
            sa.display_name AS sender_name,
            m.meta ->> 'content' AS content, m.meta -> 'file' ->> 'name' AS file_name, COALESCE(m.internal, false) AS internal,
            (a.permissions && $2::text[]
              OR EXISTS (SELECT 1 FROM conversation_assignee ca WHERE ca.conversation_id = c.id AND ca.agent_id = a.id)
              OR EXISTS (SELECT 1 FROM conversation_team ct JOIN team_member tm ON tm.team_id = ct.team_id
                          WHERE ct.conversation_id = c.id AND tm.agent_id = a.id)) AS reads
       FROM agent_notification n
       JOIN agent a ON a.id = n.agent_id
       JOIN conversation c ON c.id = n.conversation_id
       LEFT JOIN customer cu ON cu.id = c.customer_id
       LEFT JOIN message m ON m.id = n.message_id
       LEFT JOIN agent sa ON sa.id = m.sender_id AND m.sender_type = 'agent'
      WHERE n.id = ANY($1::uuid[])
      ORDER BY n.created_at, n.id`,
    [ids, [...READS_UNASSIGNED]],
  )) as {
    id: string;
    agent_id: string;
    kind: NotificationKind;
    conversation_id: string;
    created_at: Date;
    customer_name: string | null;
    conversation_name: string | null;
    sender_name: string | null;
    content: string | null;
    file_name: string | null;
    internal: boolean;
    reads: boolean;
  }[];
  return rows.map((r) => ({
    id: r.id,
    agentId: r.agent_id,
    kind: r.kind,
    conversationId: r.conversation_id,
    customerName: r.customer_name,
    conversationName: r.conversation_name,
    senderName: r.sender_name,
    content: r.content,
    fileName: r.file_name,
    internal: r.internal,
    reads: r.reads,
    createdAt: new Date(r.created_at),
  }));
}

/** Who the notification is from, as a title names them. */
function nameOf(f: NotificationFacts): string {
  if (f.kind === 'mention') return f.senderName ?? f.conversationName ?? f.customerName ?? 'Parley';
  return f.customerName ?? f.conversationName ?? 'Parley';
}

export function titleOf(f: NotificationFacts, lang: Lang): string {
  const name = nameOf(f);
  const reason = f.kind === 'mention' ? 'notify.mentionTitle' : f.kind === 'newConversation' ? 'notify.newConversationTitle' : 'notify.messageTitle';
  return renderMessage(msg(reason, { name }), lang);
}

/**
 * The words shown: the message's excerpt, its file's name, or "open the conversation" — never an
 * internal note's words to an agent who does not read the conversation.
 */
export function bodyOf(f: NotificationFacts, lang: Lang): string {
  if (f.internal && !f.reads) return renderMessage({ reason: 'notify.openToRead' }, lang);
  const text = excerpt(f.content);
  if (text) return text;
  if (f.fileName) return renderMessage(msg('notify.sentFile', { name: excerpt(f.fileName) }), lang);
  if (f.content === null && f.fileName === null && f.kind !== 'newConversation') return renderMessage({ reason: 'notify.sentAttachment' }, lang);
  return renderMessage({ reason: 'notify.openToRead' }, lang);
}
