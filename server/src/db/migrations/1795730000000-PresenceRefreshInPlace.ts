import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each node rewrites seen_at on every row of its connected users every 20 s. With seen_at indexed
 * each of those writes added index entries (10,000 connected widgets: ~280 ms of PostgreSQL every
 * 20 s on a 2-CPU machine); unindexed, and with room left on each page, PostgreSQL updates the rows
 * in place (HOT) without touching an index (~70 ms). The sweep of rows older than a minute reads
 * the table, one row per connected user, instead of the index.
 */
export class PresenceRefreshInPlace1795730000000 implements MigrationInterface {
  name = 'PresenceRefreshInPlace1795730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS presence_seen`);
    await q.query(`ALTER TABLE presence SET (fillfactor = 50)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE presence RESET (fillfactor)`);
    await q.query(`CREATE INDEX presence_seen ON presence (seen_at)`);
  }
}
