import type { EntityManager } from 'typeorm';

/** Hours when demo customers write, weighted towards office hours and the evening. */
const HOURS = [9, 10, 10, 11, 11, 12, 14, 15, 15, 16, 17, 20, 21, 8, 13, 19, 22, 3];

/**
 * Moves a demo conversation written just now into the past, as if it had happened `daysAgo` days
 * back (at a demo hour, in UTC) at a human pace: its messages `gapSeconds` apart, the figures the
 * reports read (first customer message, first response, closing) recomputed from those messages, a
 * closed conversation closed a while after its last message. Demo data only: the services write
 * everything else; this gives the report page a month to show.
 */
export async function backdateConversation(m: EntityManager, conversationId: string, i: number, days: number): Promise<void> {
  const daysAgo = days <= 1 ? 0 : (i * 7) % days;
  const hour = HOURS[i % HOURS.length]!;
  const gapSeconds = 20 + ((i * 37) % 300);
  const start = `(date_trunc('day', now() - $2::int * interval '1 day') + $3::int * interval '1 hour' + (($4::int * 53) % 3600) * interval '1 second')`;
  await m.query(`UPDATE message SET created_at = ${start} + seq * $5::int * interval '1 second' WHERE conversation_id = $1`, [
    conversationId,
    daysAgo,
    hour,
    i,
    gapSeconds,
  ]);
  await m.query(
    `UPDATE conversation c SET
       created_at = ${start},
       order_at = COALESCE(last.at, ${start}),
       updated_at = COALESCE(last.at, ${start}),
       last_message = CASE WHEN c.last_message IS NULL THEN NULL ELSE jsonb_set(c.last_message, '{timestamp}', to_jsonb((extract(epoch FROM last.at) * 1000)::bigint)) END,
       last_public_message = CASE WHEN c.last_public_message IS NULL THEN NULL ELSE jsonb_set(c.last_public_message, '{timestamp}', to_jsonb((extract(epoch FROM last.at) * 1000)::bigint)) END,
       first_customer_message_at = fc.at,
       first_response_at = fr.at,
       first_responder_id = fr.sender_id,
       closed_at = CASE WHEN c.closed_at IS NULL THEN NULL ELSE COALESCE(last.at, ${start}) + (($4::int * 997) % 14400) * interval '1 second' END
     FROM (SELECT max(created_at) AS at FROM message WHERE conversation_id = $1) last,
          (SELECT min(created_at) AS at FROM message WHERE conversation_id = $1 AND sender_type = 'customer') fc
          LEFT JOIN LATERAL (
            SELECT m.created_at AS at, m.sender_id FROM message m
            WHERE m.conversation_id = $1 AND m.sender_type = 'agent' AND NOT m.internal AND m.created_at >= fc.at
            ORDER BY m.seq LIMIT 1
          ) fr ON true
     WHERE c.id = $1`,
    [conversationId, daysAgo, hour, i],
  );
}
