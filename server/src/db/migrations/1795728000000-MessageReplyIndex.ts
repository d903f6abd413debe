import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The replies quoting a message: a message deleted for good (retention, a customer's erasure) must
 * not live on as a quote in the replies to it. Only replies are indexed, a small share of messages,
 * so a send that is not a reply writes nothing here.
 */
export class MessageReplyIndex1795728000000 implements MigrationInterface {
  name = 'MessageReplyIndex1795728000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX message_reply_to ON message (reply_to_id) WHERE reply_to_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS message_reply_to`);
  }
}
