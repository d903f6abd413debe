import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each file message's bytes are stored (disk or S3 key), kept out of meta so clients never
 * see storage keys: meta.file carries the name, type, size and the download URL.
 */
export class MessageFiles1764600000000 implements MigrationInterface {
  name = 'MessageFiles1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE message_file (
        message_id uuid PRIMARY KEY REFERENCES message(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL,
        storage_key text NOT NULL,
        name text NOT NULL,
        content_type text NOT NULL,
        size bigint NOT NULL,
        preview_key text,
        preview_content_type text,
        preview_size bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS message_file`);
  }
}
