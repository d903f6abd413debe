import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 50.6: forms and cards sent in Facebook and provider conversations were stored but never
 * left the server, and read as sent. Those public ones with no delivery state say now that they
 * were not delivered (reason notSent), with the retry that sends them as their text; automation
 * forms stop standing in for the customer's words in the agents' list.
 */
export class UndeliveredPlatformForms1796310000000 implements MigrationInterface {
  name = 'UndeliveredPlatformForms1796310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE message m SET meta = jsonb_set(m.meta, '{delivery}', jsonb_build_object('status', 'failed', 'reason', 'notSent', 'at', (extract(epoch FROM now()) * 1000)::bigint))
       FROM conversation c
       WHERE c.id = m.conversation_id AND c.source IN ('facebook', 'whatsapp', 'sanuker') AND c.external_platform_id IS NOT NULL
         AND m.sender_type IN ('agent', 'autoMessage') AND NOT m.internal AND m.deleted_at IS NULL
         AND (m.meta->>'type')::int IN (11, 20) AND m.meta->'delivery' IS NULL`,
    );
    await q.query(
      `UPDATE message SET meta = meta || jsonb_build_object('automation', split_part(local_id, ':', 1))
       WHERE sender_type = 'autoMessage' AND (meta->>'type')::int = 20 AND meta->'automation' IS NULL
         AND split_part(local_id, ':', 1) IN ('newConversation', 'closeConversation')`,
    );
    await q.query(
      `UPDATE conversation c SET last_message = (SELECT jsonb_build_object('id', mm.id, 'seq', mm.seq, 'senderType', mm.sender_type, 'senderId', mm.sender_id,
           'type', (mm.meta->>'type')::int, 'text', left(mm.search_text, 200), 'internal', mm.internal,
           'timestamp', (extract(epoch FROM mm.created_at) * 1000)::bigint)
         FROM message mm WHERE mm.conversation_id = c.id AND mm.deleted_at IS NULL AND mm.sender_type <> 'system' AND mm.meta->>'automation' IS NULL
         ORDER BY mm.seq DESC LIMIT 1)
       WHERE c.last_message->>'senderType' = 'autoMessage'
         AND EXISTS (SELECT 1 FROM message x WHERE x.id::text = c.last_message->>'id' AND x.meta->>'automation' IS NOT NULL)`,
    );
  }

  async down(): Promise<void> {
    // What the first two say is true of those messages either way; the summaries are rebuilt by the next message.
  }
}
