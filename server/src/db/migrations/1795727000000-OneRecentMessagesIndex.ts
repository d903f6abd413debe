import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One index of a workspace's messages by time serves both readers of it: search's newest-first
 * window (MessageSearchRecent, which skipped deleted and system messages) and retention's oldest-
 * first batches and counts (RetentionPolicy's message_workspace_created). Every message is written
 * into each index of its table, so two indexes of the same order cost each send one entry too many.
 */
export class OneRecentMessagesIndex1795727000000 implements MigrationInterface {
  name = 'OneRecentMessagesIndex1795727000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS message_recent`);
    await q.query(`DROP INDEX IF EXISTS message_workspace_created`);
    await q.query(`CREATE INDEX message_recent ON message (workspace_id, created_at DESC, conversation_id, seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS message_recent`);
    await q.query(`CREATE INDEX message_workspace_created ON message (workspace_id, created_at)`);
    await q.query(
      `CREATE INDEX message_recent ON message (workspace_id, created_at DESC, conversation_id, seq DESC) WHERE deleted_at IS NULL AND sender_type <> 'system'`,
    );
  }
}
