import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catch-up cursor and presence (docs/realtime.md).
 *
 * Every insert or real update of a conversation or a message takes the next value of a sequence
 * as `change_seq` (and, on insert, `created_seq`), after taking its workspace's advisory lock, held
 * until the transaction ends. So within a workspace, transactions take their numbers and commit one
 * after the other: a snapshot that holds a change holds every change of the workspace with a smaller
 * number, the workspace's cursor is simply its largest `change_seq`, and "changes after N" never
 * skips one that commits later with a smaller number (which a bare sequence would allow). Taking
 * the lock again in the same transaction is free, so a bulk insert costs a sequence value per row.
 * Rows older than this migration keep 0.
 *
 * `presence` holds, per user and node, how many realtime connections that node has open for them;
 * each node refreshes `seen_at` every 20 s, and a row older than 60 s (a node that died) is ignored.
 */
export class ChangeCursorAndPresence1764800000000 implements MigrationInterface {
  name = 'ChangeCursorAndPresence1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE change_cursor_seq AS bigint`);
    for (const table of ['conversation', 'message']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN change_seq bigint NOT NULL DEFAULT 0, ADD COLUMN created_seq bigint NOT NULL DEFAULT 0`);
      await q.query(`CREATE INDEX ${table}_changes ON ${table} (workspace_id, change_seq)`);
    }
    await q.query(`
      CREATE FUNCTION stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- 7340003: this lock's class (7340002 is the migration lock); the workspace picks the key.
        PERFORM pg_advisory_xact_lock(7340003, hashtext(NEW.workspace_id::text));
        NEW.change_seq := nextval('change_cursor_seq');
        IF TG_OP = 'INSERT' THEN NEW.created_seq := NEW.change_seq; END IF;
        RETURN NEW;
      END $$`);
    for (const table of ['conversation', 'message']) {
      await q.query(`CREATE TRIGGER ${table}_stamp_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION stamp_change()`);
      // An UPDATE that changes nothing (e.g. the assigned flag recomputed to the same value) is no news.
      await q.query(`
        CREATE TRIGGER ${table}_stamp_update BEFORE UPDATE ON ${table}
        FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION stamp_change()`);
    }
    await q.query(`
      CREATE TABLE presence (
        user_id uuid NOT NULL,
        node_id uuid NOT NULL,
        user_type text NOT NULL CHECK (user_type IN ('agent', 'customer')),
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        connections integer NOT NULL CHECK (connections > 0),
        seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, node_id)
      )`);
    await q.query(`CREATE INDEX presence_node ON presence (node_id)`);
    await q.query(`CREATE INDEX presence_seen ON presence (seen_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS presence`);
    for (const table of ['conversation', 'message']) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_stamp_insert ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_stamp_update ON ${table}`);
      await q.query(`DROP INDEX IF EXISTS ${table}_changes`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN IF EXISTS change_seq, DROP COLUMN IF EXISTS created_seq`);
    }
    await q.query(`DROP FUNCTION IF EXISTS stamp_change()`);
    await q.query(`DROP SEQUENCE IF EXISTS change_cursor_seq`);
  }
}
