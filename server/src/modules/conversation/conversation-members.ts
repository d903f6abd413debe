import type { EntityManager } from 'typeorm';
import { PREPARED } from '../../db/prepared-statements';

export interface MemberRef {
  type: 'agent' | 'customer';
  id: string;
}

export interface ReadResult {
  /** The read position moved forward. */
  moved: boolean;
  /** The member had been @mentioned here; reading (or answering) clears it. */
  mentionCleared: boolean;
  lastReadMessageId: string;
}

/**
 * Moves a member's read position forward (never back) to `seq` and clears their mention; a sender
 * also becomes a participant.
 */
export async function markRead(
  m: EntityManager,
  input: { workspaceId: string; conversationId: string; member: MemberRef; seq: number; messageId: string; sender?: boolean },
): Promise<ReadResult> {
  const sender = input.sender === true;
  const rows: { was_mentioned: boolean | null; prev_seq: string | null; last_read_message_id: string }[] = await m.query(
    `${PREPARED}WITH prev AS (
       SELECT mentioned, last_read_seq FROM conversation_member WHERE conversation_id = $1 AND member_type = $2 AND member_id = $3
     )
     INSERT INTO conversation_member AS cm (conversation_id, member_type, member_id, workspace_id, participant, last_read_seq, last_read_message_id, mentioned)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false)
     ON CONFLICT (conversation_id, member_type, member_id) DO UPDATE SET
       participant = cm.participant OR EXCLUDED.participant,
       last_read_seq = GREATEST(cm.last_read_seq, EXCLUDED.last_read_seq),
       last_read_message_id = CASE WHEN EXCLUDED.last_read_seq >= cm.last_read_seq THEN EXCLUDED.last_read_message_id ELSE cm.last_read_message_id END,
       mentioned = false
     RETURNING (SELECT mentioned FROM prev) AS was_mentioned, (SELECT last_read_seq FROM prev) AS prev_seq, cm.last_read_message_id`,
    [input.conversationId, input.member.type, input.member.id, input.workspaceId, sender, input.seq, input.messageId],
  );
  const [row] = rows;
  return {
    moved: Number(row.prev_seq ?? 0) < input.seq,
    mentionCleared: row.was_mentioned === true,
    lastReadMessageId: row.last_read_message_id,
  };
}

/** Agents or a customer taking part (created, assigned): listed in agent[] / customer[]. */
export async function markParticipants(
  m: EntityManager,
  input: { workspaceId: string; conversationId: string; type: 'agent' | 'customer'; ids: string[] },
): Promise<void> {
  if (input.ids.length === 0) return;
  await m.query(
    `INSERT INTO conversation_member (conversation_id, member_type, member_id, workspace_id, participant)
     SELECT $1, $2, id, $3, true FROM unnest($4::uuid[]) AS id
     ON CONFLICT (conversation_id, member_type, member_id) DO UPDATE SET participant = true`,
    [input.conversationId, input.type, input.workspaceId, input.ids],
  );
}

/** @mentioned agents: the conversation shows as mentioned for them until they read or answer it. */
export async function markMentioned(m: EntityManager, input: { workspaceId: string; conversationId: string; agentIds: string[] }): Promise<void> {
  if (input.agentIds.length === 0) return;
  await m.query(
    `INSERT INTO conversation_member (conversation_id, member_type, member_id, workspace_id, mentioned)
     SELECT $1, 'agent', id, $2, true FROM unnest($3::uuid[]) AS id
     ON CONFLICT (conversation_id, member_type, member_id) DO UPDATE SET mentioned = true`,
    [input.conversationId, input.workspaceId, input.agentIds],
  );
}
