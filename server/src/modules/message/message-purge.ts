import type { EntityManager } from 'typeorm';
import { AGENT_SUMMARY, PUBLIC_SUMMARY } from './message.service';

/**
 * Messages deleted for good (retention, a customer's erasure) leave no copy in the replies that
 * quoted them: a reply's quote keeps only that it quoted a message of that sender kind, marked
 * `removed`; its text, file name and sender id go. Read by the migration's index message_reply_to.
 */
async function forgetQuotesOf(m: EntityManager, deletedIds: readonly string[]): Promise<void> {
  await m.query(
    `UPDATE message SET meta = jsonb_set(meta, '{reply}', jsonb_build_object(
       'id', meta->'reply'->'id', 'senderType', meta->'reply'->'senderType', 'senderId', NULL,
       'type', 1, 'internal', coalesce(meta->'reply'->'internal', 'false'::jsonb), 'removed', true))
     WHERE reply_to_id = ANY($1::uuid[]) AND meta ? 'reply'`,
    [deletedIds],
  );
}

/**
 * Deletes messages for good, in the caller's transaction with their conversations' rows locked
 * (a send waits, and the summaries see every committed message): the rows (their files' rows go
 * with them), their quotes in replies, and the list summaries (last message, last public message)
 * of the conversations whose summary was one of them. Answers how many rows went.
 */
export async function purgeMessages(m: EntityManager, ids: readonly string[], conversationIds: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [, count] = (await m.query(`DELETE FROM message WHERE id = ANY($1::uuid[])`, [ids])) as [unknown, number];
  await forgetQuotesOf(m, ids);
  await m.query(
    `UPDATE conversation c SET last_message = ${AGENT_SUMMARY}, last_public_message = ${PUBLIC_SUMMARY}
     WHERE c.id = ANY($1::uuid[]) AND (c.last_message->>'id' = ANY($2::text[]) OR c.last_public_message->>'id' = ANY($2::text[]))`,
    [conversationIds, ids],
  );
  return count;
}
