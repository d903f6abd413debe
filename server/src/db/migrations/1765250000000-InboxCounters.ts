import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inbox counters (modules/conversation countInbox) read only open, not hidden conversations:
 * these partial indexes hold just those rows, with the snooze time, so a counter reads an index of
 * what it counts instead of the whole conversation table (closed conversations, which pile up, are
 * not in them). `me`, `mention` and the team counters join the first one by id; `unassigned`
 * counts the second.
 */
export class InboxCounters1765250000000 implements MigrationInterface {
  name = 'InboxCounters1765250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX conversation_open_main ON conversation (workspace_id, id) INCLUDE (snooze_until) WHERE status = 'open' AND NOT hidden`);
    await q.query(
      `CREATE INDEX conversation_open_unassigned ON conversation (workspace_id) INCLUDE (snooze_until) WHERE status = 'open' AND NOT hidden AND NOT assigned`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS conversation_open_unassigned`);
    await q.query(`DROP INDEX IF EXISTS conversation_open_main`);
  }
}
