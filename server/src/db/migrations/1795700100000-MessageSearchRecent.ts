import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A workspace's messages newest first, as search returns them (modules/message/message-search.ts):
 * a phrase that many messages hold is found by reading the newest ones in this order until a page is
 * full, instead of collecting every hit through the trigram index and sorting them (3.3 s for a
 * phrase in one message of ten at ten million messages). Only what search can return is indexed.
 */
export class MessageSearchRecent1795700100000 implements MigrationInterface {
  name = 'MessageSearchRecent1795700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX message_recent ON message (workspace_id, created_at DESC, conversation_id, seq DESC) WHERE deleted_at IS NULL AND sender_type <> 'system'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS message_recent`);
  }
}
