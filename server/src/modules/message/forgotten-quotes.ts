import type { EntityManager } from 'typeorm';

/**
 * Messages deleted for good (retention, a customer's erasure) leave no copy in the replies that
 * quoted them: a reply's quote keeps only that it quoted a message of that sender kind, marked
 * `removed`; its text, file name and sender id go. Read by the migration's index message_reply_to.
 */
export async function forgetQuotesOf(m: EntityManager, deletedIds: readonly string[]): Promise<number> {
  if (deletedIds.length === 0) return 0;
  const [, changed] = (await m.query(
    `UPDATE message SET meta = jsonb_set(meta, '{reply}', jsonb_build_object(
       'id', meta->'reply'->'id', 'senderType', meta->'reply'->'senderType', 'senderId', NULL,
       'type', 1, 'internal', coalesce(meta->'reply'->'internal', 'false'::jsonb), 'removed', true))
     WHERE reply_to_id = ANY($1::uuid[]) AND meta ? 'reply'`,
    [deletedIds],
  )) as [unknown, number];
  return changed;
}
