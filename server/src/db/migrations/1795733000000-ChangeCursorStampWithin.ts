import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ChangeCursorReadWithoutQueueing1795732000000 } from './1795732000000-ChangeCursorReadWithoutQueueing';

/**
 * A cursor read with a time limit, for stamping events (issue 21). `safe_change` waits for every
 * writer of the workspace in flight when it starts; a publisher stamping its event with it waited
 * as long, so while one merge of a 10,000-message conversation ran (1.7 s), the HTTP answer of a
 * send elsewhere or of a status change waited for the merge's commit (`npm run bench:long-writer`).
 *
 * `safe_change_within(ws, wait_ms)` is the same read, answering NULL once the writers it waits for
 * are still in flight after `wait_ms`: the event then goes out without a cursor, which clients
 * accept (they resume from an older one, docs/realtime.md). `safe_change(ws)`, which the updates
 * answer and the handshake need (a point with nothing missing below it, however long it takes),
 * is the same read without a limit.
 */
const WITHIN = `
  CREATE OR REPLACE FUNCTION safe_change_within(ws uuid, wait_ms int) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
  DECLARE
    k int := hashtext(ws::text);
    upto bigint;
    writers text[];
    pause float8 := 0.001;
    deadline timestamptz := clock_timestamp() + make_interval(secs => coalesce(wait_ms, 0) / 1000.0);
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
      IF wait_ms IS NOT NULL AND clock_timestamp() >= deadline THEN
        RETURN NULL;
      END IF;
      PERFORM pg_sleep(pause);
      pause := least(pause * 2, 0.02);
    END LOOP;
    RETURN upto;
  END $$`;

export class ChangeCursorStampWithin1795733000000 implements MigrationInterface {
  name = 'ChangeCursorStampWithin1795733000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(WITHIN);
    await q.query(`CREATE OR REPLACE FUNCTION safe_change(ws uuid) RETURNS bigint LANGUAGE sql VOLATILE AS $$ SELECT safe_change_within(ws, NULL) $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    // safe_change as ChangeCursorReadWithoutQueueing made it: the same read without the limit.
    await new ChangeCursorReadWithoutQueueing1795732000000().up(q);
    await q.query(`DROP FUNCTION IF EXISTS safe_change_within(uuid, int)`);
  }
}
