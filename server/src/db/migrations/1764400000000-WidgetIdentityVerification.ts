import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per API key: visitors' refIds must be signed (HMAC-SHA256 with the key's secret) when on. */
export class WidgetIdentityVerification1764400000000 implements MigrationInterface {
  name = 'WidgetIdentityVerification1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_key ADD COLUMN identity_verification boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_key DROP COLUMN identity_verification`);
  }
}
