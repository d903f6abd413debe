import type { DataSource } from 'typeorm';

/** What the fan-out reads of a conversation to know who an event tells. */
export interface ConversationFacts {
  agent_only: boolean;
  status: string;
  earlier_customer_message: boolean;
  customer_messages: number;
  assignees: string[];
  team_members: string[];
  /** The customer's newest message: what an assignment's notification shows. */
  last_customer_message: string | null;
}

/** One conversation asked about; `messageId` is the message the event is about, if any (earlier customer messages are those before it). */
export interface FactsAsk {
  workspaceId: string;
  conversationId: string;
  messageId: string | null;
}

/**
 * The facts of a batch's conversations in one statement (a burst of customer messages is one read,
 * not one each), in the order asked; null for a conversation not in its workspace any more.
 */
export async function conversationFacts(dataSource: DataSource, asks: readonly FactsAsk[]): Promise<(ConversationFacts | null)[]> {
  if (asks.length === 0) return [];
  const rows = (await dataSource.query(
    `SELECT q.ord, c.agent_only, c.status, c.customer_message_count AS customer_messages,
            EXISTS (SELECT 1 FROM message e WHERE e.conversation_id = c.id AND e.sender_type = 'customer'
                     AND e.seq < (SELECT m.seq FROM message m WHERE m.id = q.message_id)) AS earlier_customer_message,
            (SELECT l.id FROM message l WHERE l.conversation_id = c.id AND l.sender_type = 'customer' AND NOT l.internal ORDER BY l.seq DESC LIMIT 1) AS last_customer_message,
            ARRAY(SELECT ca.agent_id FROM conversation_assignee ca WHERE ca.conversation_id = c.id)::text[] AS assignees,
            ARRAY(SELECT DISTINCT tm.agent_id FROM conversation_team ct JOIN team_member tm ON tm.team_id = ct.team_id
                   WHERE ct.conversation_id = c.id)::text[] AS team_members
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) WITH ORDINALITY AS q(conversation_id, workspace_id, message_id, ord)
       JOIN conversation c ON c.id = q.conversation_id AND c.workspace_id = q.workspace_id`,
    [asks.map((a) => a.conversationId), asks.map((a) => a.workspaceId), asks.map((a) => a.messageId)],
  )) as (ConversationFacts & { ord: string | number })[];
  const byOrd = new Map(rows.map(({ ord, ...facts }) => [Number(ord), facts]));
  return asks.map((_, i) => byOrd.get(i + 1) ?? null);
}
