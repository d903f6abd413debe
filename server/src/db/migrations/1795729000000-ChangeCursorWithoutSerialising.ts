import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The change cursor without serialising a workspace's writes (issue 21: the workspace lock held from
 * a transaction's first change to its commit, WAL flush included, capped a busy workspace's sends).
 *
 * Writers now take the workspace's change lock (7340003) shared, so they no longer wait for each
 * other; a number from the sequence may then commit before a smaller one. Whoever needs a cursor that
 * covers every change up to it — the updates answer, the handshake, an event's stamp — calls
 * `safe_change(workspace)`, which takes the same lock exclusively: it waits for the writers in flight
 * and, in that instant, no change of the workspace is uncommitted, so the largest `change_seq` then is
 * a point with nothing missing below it. New writers queue behind it for that instant only.
 *
 * The inbox recount (MaintainedInboxCounters) still needs its workspace's recounts one after the
 * other; it gets its own exclusive lock (7340005), taken after the shared change lock so every
 * transaction asks for the two in the same order.
 */
const RECOUNT_OLD = 'PERFORM pg_advisory_xact_lock(7340003, hashtext(ws::text));';
const RECOUNT_NEW = 'PERFORM pg_advisory_xact_lock_shared(7340003, hashtext(ws::text)); PERFORM pg_advisory_xact_lock(7340005, hashtext(ws::text));';

export class ChangeCursorWithoutSerialising1795729000000 implements MigrationInterface {
  name = 'ChangeCursorWithoutSerialising1795729000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- 7340003: the workspace's change lock, shared among writers; safe_change takes it exclusively.
        PERFORM pg_advisory_xact_lock_shared(7340003, hashtext(NEW.workspace_id::text));
        NEW.change_seq := nextval('change_cursor_seq');
        IF TG_OP = 'INSERT' THEN NEW.created_seq := NEW.change_seq; END IF;
        RETURN NEW;
      END $$`);
    // Volatile: under READ COMMITTED its SELECT takes a snapshot after the lock, so it sees every change below.
    await q.query(`
      CREATE FUNCTION safe_change(ws uuid) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(7340003, hashtext(ws::text));
        RETURN coalesce(GREATEST((SELECT max(change_seq) FROM conversation WHERE workspace_id = ws),
                                 (SELECT max(change_seq) FROM message WHERE workspace_id = ws)), 0);
      END $$`);
    await replaceInFunction(q, 'inbox_recount(uuid)', RECOUNT_OLD, RECOUNT_NEW);
  }

  async down(q: QueryRunner): Promise<void> {
    await replaceInFunction(q, 'inbox_recount(uuid)', RECOUNT_NEW, RECOUNT_OLD);
    await q.query(`DROP FUNCTION IF EXISTS safe_change(uuid)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- 7340003: this lock's class (7340002 is the migration lock); the workspace picks the key.
        PERFORM pg_advisory_xact_lock(7340003, hashtext(NEW.workspace_id::text));
        NEW.change_seq := nextval('change_cursor_seq');
        IF TG_OP = 'INSERT' THEN NEW.created_seq := NEW.change_seq; END IF;
        RETURN NEW;
      END $$`);
  }
}

/** Rewrites one statement of a stored function (its body is long; only the lock line changes). */
async function replaceInFunction(q: QueryRunner, signature: string, from: string, to: string): Promise<void> {
  const [row]: { def: string }[] = await q.query(`SELECT pg_get_functiondef($1::regprocedure) AS def`, [signature]);
  if (!row?.def.includes(from)) throw new Error(`${signature}: the statement to replace is not in its definition`);
  await q.query(row.def.replace(from, to));
}
