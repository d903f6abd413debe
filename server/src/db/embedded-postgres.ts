import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../common/logger';

export interface EmbeddedPostgres {
  /** Directory that holds the unix socket; pass as `host` to pg. */
  socketDir: string;
  port: number;
  close(): Promise<void>;
}

/**
 * PGlite is one single-threaded session. We serve it over the Postgres wire protocol on a private
 * unix socket and let TypeORM's ordinary postgres driver talk to it through a pool of exactly one
 * connection: a transaction then owns the session until it ends, so concurrent transactions are
 * serialized instead of interleaved (the trap of typeorm-pglite, see docs/adr/0001).
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedPostgres> {
  const dbDir = path.join(dataDir, 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const started = Date.now();
  const db = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-pg-'));
  fs.chmodSync(socketDir, 0o700);
  const port = 5432;
  const server = new PGLiteSocketServer({ db, path: path.join(socketDir, `.s.PGSQL.${port}`), maxConnections: 1 });
  await server.start();
  logger.info({ dataDir: dbDir, ms: Date.now() - started }, 'embedded database ready');
  return {
    socketDir,
    port,
    async close() {
      await server.stop();
      await db.close();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
