import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cursor read that never holds writers back (issue 21). `safe_change` took the workspace's change
 * lock exclusively; PostgreSQL queues a new shared request behind a waiting exclusive one, so while
 * one long writer was in flight (a merge of a large conversation, a retention pass) a single read
 * waiting for it held every other send of the workspace until that writer committed.
 *
 * Now the read takes the sequence's last number, then the lock if nobody holds it (no writer of the
 * workspace in flight: the number is safe at once). Otherwise it reads which transactions hold the
 * lock (pg_locks) and waits, by polling, until those have ended. A writer takes the lock before its
 * number, so every number up to the one read belongs to a change that had committed, or to one of
 * those transactions: once they have ended, nothing up to it is missing, and the caller's next
 * snapshot holds all of it. Writers that start meanwhile take larger numbers and are not waited
 * for, so a steady stream of sends cannot starve the read either. The read holds no lock while it
 * waits: nobody waits for it.
 *
 * Both ways answer a number of the shared sequence rather than the workspace's largest change (which
 * the first way used to answer): a cursor only has to be a point with nothing missing below it
 * (docs/realtime.md), and the two ways must not answer a later read a smaller cursor.
 */
export class ChangeCursorReadWithoutQueueing1795732000000 implements MigrationInterface {
  name = 'ChangeCursorReadWithoutQueueing1795732000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION safe_change(ws uuid) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        k int := hashtext(ws::text);
        upto bigint;
        writers text[];
        pause float8 := 0.001;
      BEGIN
        -- Read before the holders: a number taken after this belongs to a writer not waited for. A
        -- sequence never used has not handed out its last_value yet.
        SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END INTO upto FROM change_cursor_seq;
        IF pg_try_advisory_xact_lock(7340003, k) THEN
          RETURN upto;
        END IF;
        -- 7340003 with the workspace's key (pg_locks shows the second key as an oid); a caller's own
        -- transaction never counts (callers read outside one, change-cursor.ts).
        SELECT array_agg(virtualtransaction) INTO writers FROM pg_locks
          WHERE locktype = 'advisory' AND classid = 7340003 AND objid = k::oid AND objsubid = 2 AND granted
            AND pid <> pg_backend_pid();
        WHILE writers IS NOT NULL AND EXISTS (
          SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = 7340003 AND objid = k::oid AND objsubid = 2
            AND virtualtransaction = ANY (writers)) LOOP
          PERFORM pg_sleep(pause);
          pause := least(pause * 2, 0.02);
        END LOOP;
        RETURN upto;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION safe_change(ws uuid) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(7340003, hashtext(ws::text));
        RETURN coalesce(GREATEST((SELECT max(change_seq) FROM conversation WHERE workspace_id = ws),
                                 (SELECT max(change_seq) FROM message WHERE workspace_id = ws)), 0);
      END $$`);
  }
}
