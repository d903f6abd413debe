import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The partial indexes the counted counters read (InboxCounters1765250000000) serve nothing since the
 * counters are maintained (MaintainedInboxCounters1795700000000): no list uses them (idx_scan 0 for
 * conversation_open_main at a million conversations). Every message moves its open conversation's
 * row, so each was written on every send: 300 MB and two index entries per message less.
 */
export class DropCountingIndexes1795700200000 implements MigrationInterface {
  name = 'DropCountingIndexes1795700200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS conversation_open_main`);
    await q.query(`DROP INDEX IF EXISTS conversation_open_unassigned`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX conversation_open_main ON conversation (workspace_id, id) INCLUDE (snooze_until) WHERE status = 'open' AND NOT hidden`);
    await q.query(
      `CREATE INDEX conversation_open_unassigned ON conversation (workspace_id) INCLUDE (snooze_until) WHERE status = 'open' AND NOT hidden AND NOT assigned`,
    );
  }
}
