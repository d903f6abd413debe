import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { SqlParams } from '../../common/sql';
import type { MemberRef } from '../conversation/conversation-members';
import { MESSAGE_DATA_TYPE, type MessageMeta, type SenderType } from './message.entity';
import { searchTextOf, withFileSubtype } from './message-meta';
import type { MessageView } from './message.types';
import { PREPARED } from '../../db/prepared-statements';

export interface AppendInput {
  workspaceId: string;
  /** Its row must already be locked by this transaction (selectByIds with lock). */
  conversationId: string;
  senderType: SenderType;
  senderId: string | null;
  internal: boolean;
  meta: MessageMeta;
  localId?: string | null;
  pushContent?: string | null;
  replyToId?: string | null;
  /** Spec §7 data type the client gave (51 message by default). */
  dataType?: number;
  /** The sender's member row: its read position moves to this message. */
  sender?: MemberRef | null;
}

/** The same localId from the same sender is already stored: the caller rolls back and answers the first one. */
export class DuplicateLocalId extends Error {
  constructor() {
    super('duplicate localId');
  }
}

const PREVIEW_CHARS = 200;

/**
 * The report figures this message moves on its conversation row (in the same UPDATE): the count of
 * its side, the customer's first message, and an agent's first public answer after it.
 */
function reportFigures(input: AppendInput, p: SqlParams): string {
  if (input.internal) return ', internal_message_count = c.internal_message_count + 1';
  if (input.senderType === 'customer') {
    return ', customer_message_count = c.customer_message_count + 1, first_customer_message_at = COALESCE(c.first_customer_message_at, x.t)';
  }
  if (input.senderType === 'autoMessage') return ', bot_message_count = c.bot_message_count + 1';
  const first = 'c.first_response_at IS NULL AND c.first_customer_message_at IS NOT NULL';
  return (
    `, agent_message_count = c.agent_message_count + 1` +
    `, first_response_at = CASE WHEN ${first} THEN x.t ELSE c.first_response_at END` +
    `, first_responder_id = CASE WHEN ${first} THEN ${p.add(input.senderId)}::uuid ELSE c.first_responder_id END`
  );
}

/** The message and the change number its insert took (the largest of its transaction so far). */
export interface AppendedMessage {
  message: MessageView;
  changeSeq: number;
  alone: boolean;
}

/**
 * Appends one message in the caller's transaction. One statement takes the next seq from
 * conversation.last_seq (the conversation's row lock makes concurrent sends wait their turn, and a
 * rollback gives the number back, so the order has no gaps), moves order_at, lastUpdateTimestamp and
 * the last-message summaries, inserts the row and moves the sender's read position to it (as
 * markRead does: never back, mention cleared, a participant); a duplicate localId inserts nothing and
 * throws DuplicateLocalId so the whole transaction, seq included, rolls back.
 * System notices take a seq but leave order_at and the summaries alone (they are not news).
 */
export async function appendMessage(m: EntityManager, input: AppendInput): Promise<MessageView> {
  const p = new SqlParams();
  const append = appendCtes(input, p, { onDuplicate: 'nothing' });
  const rows: AppendedRow[] = await m.query(`${PREPARED}WITH ${append.ctes} SELECT seq, created_at, change_seq, false AS alone FROM added`, p.values);
  if (rows.length === 0) throw new DuplicateLocalId();
  return appended(input, append, rows[0]).message;
}

/**
 * appendMessage, with the change number of the insert and whether it was alone (`aloneSql`): a send
 * stamps its events with it when it was (no cursor read).
 */
export async function appendStampedMessage(m: EntityManager, askAlone: boolean, input: AppendInput): Promise<AppendedMessage> {
  const p = new SqlParams();
  const append = appendCtes(input, p, { onDuplicate: 'nothing' });
  const alone = aloneSql(p, input.workspaceId, askAlone);
  const rows: AppendedRow[] = await m.query(`${PREPARED}WITH ${append.ctes} SELECT seq, created_at, change_seq, ${alone} AS alone FROM added`, p.values);
  if (rows.length === 0) throw new DuplicateLocalId();
  return appended(input, append, rows[0]);
}

/**
 * Whether no other writer of the workspace is in flight, asked after the statement's changes: the
 * change lock taken exclusively if nobody else holds it (never waiting), kept until the commit. Then
 * every smaller change number has committed or will have when this one does, and no writer takes a
 * number until then, so this transaction's own number is a safe cursor (migration
 * ChangeCursorWithoutSerialising). Under load it is seldom alone and the cursor is read instead;
 * `ask` false (sends-in-flight.ts: others are in flight beside it) answers no without asking.
 */
export function aloneSql(p: SqlParams, workspaceId: string, ask: boolean): string {
  return ask ? `pg_try_advisory_xact_lock(7340003, hashtext(${p.add(workspaceId)}::text))` : 'false';
}

/** What the insert answers. */
export interface AppendedRow {
  seq: string;
  created_at: Date;
  change_seq: string;
  alone: boolean;
}

/** The message as stored, built from its input and what the insert answered. */
export function appended(input: AppendInput, append: { id: string; meta: MessageMeta }, row: AppendedRow): AppendedMessage {
  const message: MessageView = {
    id: append.id,
    localId: input.localId ?? null,
    conversationId: input.conversationId,
    seq: Number(row.seq),
    timestamp: row.created_at.getTime(),
    senderId: input.senderId,
    senderType: input.senderType,
    dataType: input.dataType ?? MESSAGE_DATA_TYPE,
    internal: input.internal,
    pushContent: input.pushContent ?? null,
    meta: append.meta,
    version: Number(row.change_seq),
  };
  return { message, changeSeq: Number(row.change_seq), alone: row.alone };
}

/**
 * The append as common table expressions `conv` (the conversation's update), `added` (the insert,
 * answering seq, created_at, change_seq) and the sender's read position, for one statement. With
 * `locked`, the update joins that CTE of the caller's (the conversation's locked row) and happens only
 * where `locked.guard` holds; `onDuplicate: 'fail'` makes a duplicate localId fail the statement
 * (unique violation on message_local_id), for a statement that is its own transaction and would
 * otherwise keep the conversation's update without the message.
 */
export function appendCtes(
  input: AppendInput,
  p: SqlParams,
  opts: { onDuplicate: 'nothing' | 'fail'; locked?: { guard: string } },
): { ctes: string; id: string; meta: MessageMeta } {
  const id = randomUUID();
  const meta = withFileSubtype(input.meta);
  const searchText = searchTextOf(meta);
  const notice = input.senderType === 'system';
  const conversationId = p.add(input.conversationId);
  let summaries = '';
  if (!notice) {
    // An automation's form is the customer's to see, not news for agents: their summary keeps the customer's words.
    const columns = [...(meta.automation ? [] : ['last_message']), ...(input.internal ? [] : ['last_public_message'])];
    summaries = ', order_at = x.t';
    if (columns.length > 0) {
      const summary = p.add(
        JSON.stringify({
          id,
          senderType: input.senderType,
          senderId: input.senderId,
          type: meta.type,
          text: searchText.slice(0, PREVIEW_CHARS),
          internal: input.internal,
        }),
      );
      const withSeq = `${summary}::jsonb || jsonb_build_object('seq', c.last_seq + 1, 'timestamp', (extract(epoch FROM x.t) * 1000)::bigint)`;
      summaries += columns.map((column) => `, ${column} = ${withSeq}`).join('');
    }
    summaries += reportFigures(input, p);
  }
  const messageId = p.add(id);
  const readPosition = input.sender
    ? `, read AS (
      INSERT INTO conversation_member AS cm (conversation_id, member_type, member_id, workspace_id, participant, last_read_seq, last_read_message_id, mentioned)
      SELECT ${conversationId}, ${p.add(input.sender.type)}, ${p.add(input.sender.id)}, ${p.add(input.workspaceId)}, true, added.seq, ${messageId}, false
      FROM added
      ON CONFLICT (conversation_id, member_type, member_id) DO UPDATE SET
        participant = true,
        last_read_seq = GREATEST(cm.last_read_seq, EXCLUDED.last_read_seq),
        last_read_message_id = CASE WHEN EXCLUDED.last_read_seq >= cm.last_read_seq THEN EXCLUDED.last_read_message_id ELSE cm.last_read_message_id END,
        mentioned = false
    )`
    : '';
  const from = opts.locked ? ', locked' : '';
  const guard = opts.locked ? ` AND locked.id = c.id AND ${opts.locked.guard}` : '';
  const onConflict = opts.onDuplicate === 'nothing' ? 'ON CONFLICT (conversation_id, sender_id, local_id) WHERE local_id IS NOT NULL DO NOTHING' : '';
  const ctes = `conv AS (
      UPDATE conversation c SET last_seq = c.last_seq + 1, updated_at = x.t${summaries}
      FROM (SELECT date_trunc('milliseconds', clock_timestamp()) AS t) x${from}
      WHERE c.id = ${conversationId}${guard}
      RETURNING c.last_seq AS seq, x.t AS at
    ), added AS (
    INSERT INTO message (id, workspace_id, conversation_id, seq, local_id, sender_type, sender_id, data_type, internal,
                         meta, push_content, search_text, reply_to_id, created_at)
    SELECT ${messageId}, ${p.add(input.workspaceId)}, ${conversationId}, conv.seq, ${p.add(input.localId ?? null)},
           ${p.add(input.senderType)}, ${p.add(input.senderId)}, ${p.add(input.dataType ?? MESSAGE_DATA_TYPE)}, ${p.add(input.internal)},
           ${p.add(JSON.stringify(meta))}::jsonb, ${p.add(input.pushContent ?? null)}, ${p.add(searchText)},
           ${p.add(input.replyToId ?? null)}, conv.at
    FROM conv
    ${onConflict}
    RETURNING seq, created_at, change_seq
    )${readPosition}`;
  return { ctes, id, meta };
}
