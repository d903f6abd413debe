import type { EntityManager } from 'typeorm';
import { AGENT_SUMMARY, PUBLIC_SUMMARY } from '../message/message.service';
import type { MergeSnapshot } from './conversation-merge.types';

/**
 * The statements of a merge and its undo (conversation-merge.service.ts), each run in the caller's
 * transaction with both conversation rows locked. Seqs are renumbered through a far offset: the
 * (conversation_id, seq) index is unique and checked row by row, so a permutation in place would
 * collide with itself.
 */
const OFFSET = 1_000_000_000_000;

/** Both conversations' rows, messages and members as they are: the undo's record. */
export async function takeSnapshot(m: EntityManager, ids: [string, string]): Promise<Pick<MergeSnapshot, 'messages' | 'conversations' | 'members'>> {
  const messages: MergeSnapshot['messages'] = (
    await m.query(`SELECT id, conversation_id, seq, local_id FROM message WHERE conversation_id = ANY($1::uuid[]) ORDER BY conversation_id, seq`, [ids])
  ).map((r: { id: string; conversation_id: string; seq: string; local_id: string | null }) => ({ ...r, seq: Number(r.seq) }));
  const conversations: { row: Record<string, unknown> }[] = await m.query(`SELECT to_jsonb(c) AS row FROM conversation c WHERE id = ANY($1::uuid[])`, [ids]);
  const members: { row: Record<string, unknown> }[] = await m.query(
    `SELECT to_jsonb(cm) AS row FROM conversation_member cm WHERE conversation_id = ANY($1::uuid[])`,
    [ids],
  );
  return { messages, conversations: conversations.map((r) => r.row), members: members.map((r) => r.row) };
}

/**
 * Moves the source's messages into the target and numbers the target's messages again by time, in
 * two passes over the rows that change (a merge of a 10,000-message conversation into another of as
 * many held its workspace's cursor reads for 1.9 s with a move and two passes over all of them):
 * the seam notice first goes where the moved messages begin (it keeps its own time when none move);
 * then every moved message, and every own message whose place changes, takes its place past a far
 * offset, and the second pass brings those back. At the same millisecond the seam comes first, then
 * the target's own, then the moved, each side in its own order. A moved message whose localId the
 * same sender already used in the target loses its localId (the record keeps it). Answers how many
 * messages moved.
 */
export async function moveAndRenumber(m: EntityManager, input: { sourceId: string; targetId: string; seamId: string }): Promise<number> {
  await m.query(`UPDATE message SET created_at = COALESCE((SELECT min(created_at) FROM message WHERE conversation_id = $2), created_at) WHERE id = $1`, [
    input.seamId,
    input.sourceId,
  ]);
  // Unchanged own messages keep their seq: each is its own final place, which no other takes.
  const [{ moved }]: { moved: number }[] = await m.query(
    `WITH o AS (
       SELECT id, conversation_id = $1 AS moved,
              row_number() OVER (ORDER BY created_at, (id = $3) DESC, conversation_id = $1, seq) AS rn
       FROM message WHERE conversation_id IN ($1, $2)
     ), placed AS (
       UPDATE message mv SET conversation_id = $2, seq = o.rn + ${2 * OFFSET},
         local_id = CASE WHEN o.moved AND mv.local_id IS NOT NULL AND EXISTS (
           SELECT 1 FROM message t WHERE t.conversation_id = $2 AND t.sender_id = mv.sender_id AND t.local_id = mv.local_id) THEN NULL ELSE mv.local_id END
       FROM o WHERE mv.id = o.id AND (o.moved OR mv.seq <> o.rn)
       RETURNING o.moved
     )
     SELECT count(*) FILTER (WHERE moved)::int AS moved FROM placed`,
    [input.sourceId, input.targetId, input.seamId],
  );
  await m.query(`UPDATE message SET seq = seq - ${2 * OFFSET} WHERE conversation_id = $1 AND seq > ${2 * OFFSET}`, [input.targetId]);
  return moved;
}

/**
 * The figures a conversation derives from its messages, computed again after messages moved: the
 * next seq, the list summaries, the report counts and first times (as message-writer.ts keeps them).
 */
export async function recomputeFromMessages(m: EntityManager, conversationId: string): Promise<void> {
  await m.query(
    `UPDATE conversation c SET
       last_seq = COALESCE((SELECT max(seq) FROM message WHERE conversation_id = c.id), 0),
       last_message = ${AGENT_SUMMARY}, last_public_message = ${PUBLIC_SUMMARY},
       customer_message_count = s.customers, agent_message_count = s.agents, internal_message_count = s.internals,
       bot_message_count = s.bots, first_customer_message_at = s.first_customer,
       first_response_at = r.created_at, first_responder_id = r.sender_id,
       updated_at = date_trunc('milliseconds', clock_timestamp())
     FROM (SELECT count(*) FILTER (WHERE sender_type = 'customer' AND NOT internal)::int AS customers,
                  count(*) FILTER (WHERE sender_type = 'agent' AND NOT internal)::int AS agents,
                  count(*) FILTER (WHERE sender_type <> 'system' AND internal)::int AS internals,
                  count(*) FILTER (WHERE sender_type = 'autoMessage' AND NOT internal)::int AS bots,
                  min(created_at) FILTER (WHERE sender_type = 'customer') AS first_customer
           FROM message WHERE conversation_id = $1) s
     LEFT JOIN LATERAL (SELECT mr.created_at, mr.sender_id FROM message mr
           WHERE mr.conversation_id = $1 AND mr.sender_type = 'agent' AND NOT mr.internal AND mr.created_at >= s.first_customer
           ORDER BY mr.seq LIMIT 1) r ON true
     WHERE c.id = $1`,
    [conversationId],
  );
}

/**
 * The members of the source join the target (participant and mention kept, read positions at the
 * same message, now under its new seq); the target's own read positions follow their messages' new seqs.
 */
export async function mergeMembers(m: EntityManager, input: { sourceId: string; targetId: string }): Promise<void> {
  await m.query(
    `UPDATE conversation_member cm SET last_read_seq = COALESCE((SELECT seq FROM message WHERE id = cm.last_read_message_id AND conversation_id = $1), cm.last_read_seq)
     WHERE conversation_id = $1`,
    [input.targetId],
  );
  await m.query(
    `INSERT INTO conversation_member AS cm (conversation_id, member_type, member_id, workspace_id, participant, last_read_seq, last_read_message_id, mentioned)
     SELECT $2, s.member_type, s.member_id, s.workspace_id, s.participant,
            COALESCE((SELECT seq FROM message WHERE id = s.last_read_message_id AND conversation_id = $2), 0), s.last_read_message_id, s.mentioned
     FROM conversation_member s WHERE s.conversation_id = $1
     ON CONFLICT (conversation_id, member_type, member_id) DO UPDATE SET
       participant = cm.participant OR EXCLUDED.participant,
       mentioned = cm.mentioned OR EXCLUDED.mentioned,
       last_read_message_id = CASE WHEN EXCLUDED.last_read_seq > cm.last_read_seq THEN EXCLUDED.last_read_message_id ELSE cm.last_read_message_id END,
       last_read_seq = GREATEST(cm.last_read_seq, EXCLUDED.last_read_seq)`,
    [input.sourceId, input.targetId],
  );
}

/**
 * Undo: every recorded message goes back to its conversation, seq and localId; messages the target
 * received after the merge stay there, after its own (in their order); the notices go.
 */
export async function restoreMessages(m: EntityManager, snapshot: MergeSnapshot, target: { id: string; lastSeq: number }): Promise<void> {
  if (snapshot.notices.length) await m.query(`DELETE FROM message WHERE id = ANY($1::uuid[])`, [snapshot.notices]);
  await m.query(
    `UPDATE message mm SET conversation_id = r.conversation_id, seq = r.seq + ${OFFSET}, local_id = r.local_id
     FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, conversation_id uuid, seq bigint, local_id text) WHERE mm.id = r.id`,
    [JSON.stringify(snapshot.messages)],
  );
  await m.query(
    `WITH o AS (SELECT id, row_number() OVER (ORDER BY seq) AS rn FROM message WHERE conversation_id = $1 AND seq < ${OFFSET})
     UPDATE message mm SET seq = $2 + o.rn + ${OFFSET} FROM o WHERE mm.id = o.id`,
    [target.id, target.lastSeq],
  );
  const ids = [...new Set(snapshot.messages.map((r) => r.conversation_id).concat(target.id))];
  await m.query(`UPDATE message SET seq = seq - ${OFFSET} WHERE conversation_id = ANY($1::uuid[]) AND seq >= ${OFFSET}`, [ids]);
}

/** Undo: both conversations' own columns and member rows as they were (the derived figures are computed again after). */
export async function restoreRowsAndMembers(m: EntityManager, snapshot: MergeSnapshot): Promise<void> {
  const ids = snapshot.conversations.map((c) => String(c.id));
  await m.query(
    `UPDATE conversation c SET status = r.status, tags = r.tags, merged_into_id = r.merged_into_id, order_at = GREATEST(r.order_at,
       (SELECT max(created_at) FROM message WHERE conversation_id = c.id AND sender_type <> 'system' AND created_at > r.order_at))
     FROM jsonb_populate_recordset(NULL::conversation, $1::jsonb) r WHERE c.id = r.id`,
    [JSON.stringify(snapshot.conversations)],
  );
  await m.query(`DELETE FROM conversation_member WHERE conversation_id = ANY($1::uuid[])`, [ids]);
  await m.query(`INSERT INTO conversation_member SELECT * FROM jsonb_populate_recordset(NULL::conversation_member, $1::jsonb)`, [
    JSON.stringify(snapshot.members),
  ]);
}
