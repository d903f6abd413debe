import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer administration (issue 7): the workspace's tag lists and the indexes the customer list needs.
 *
 * - `workspace_tag` holds the tags offered for conversations and for customers (spec §7 Tags);
 *   the tags a record carries stay in its own `tags` column.
 * - The list shows customers that are not archived, newest first, 20 at a time, filtered by the
 *   criteria of spec §9: a partial index in that order serves the first pages and the date
 *   filters on createDate; another one the lastActivity filters. Contains / starts_with / ends_with /
 *   = on displayName and email use the trigram indexes of the Foundation migration; refId gets one;
 *   equality on custom date and anniversary fields a GIN index over the field values.
 */
export class CustomerAdmin1765000000000 implements MigrationInterface {
  name = 'CustomerAdmin1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE workspace_tag (
        workspace_id uuid NOT NULL REFERENCES workspace(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('conversation', 'customer')),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (workspace_id, kind, name)
      )`);
    await q.query(`CREATE INDEX customer_active_created ON customer (workspace_id, created_at DESC, id DESC) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX customer_active_last_activity ON customer (workspace_id, last_activity) WHERE archived_at IS NULL`);
    await q.query(`CREATE INDEX customer_ref_id_trgm ON customer USING gin (ref_id gin_trgm_ops)`);
    // Equality on a custom date or anniversary field (`fields.birthday = 03-14`) as containment.
    await q.query(`CREATE INDEX customer_fields_path ON customer USING gin (fields jsonb_path_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS customer_fields_path`);
    await q.query(`DROP INDEX IF EXISTS customer_ref_id_trgm`);
    await q.query(`DROP INDEX IF EXISTS customer_active_last_activity`);
    await q.query(`DROP INDEX IF EXISTS customer_active_created`);
    await q.query(`DROP TABLE IF EXISTS workspace_tag`);
  }
}
