import 'reflect-metadata';
import { PreparingClient } from '../db/prepared-statements';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { Logger } from '../common/logger';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { entities } from './entities';
import { migrations } from '../db/migrations';
import { installSecretsKeyring, sealPlaintextSecrets, secretKeyIdsInUse } from '../db/encrypted-secrets';
import { assertSecretsOpen, loadSecretsKeyring } from '../db/secrets-key';

export interface Database {
  dataSource: DataSource;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PGlite in DATA_DIR when DATABASE_URL is unset, that PostgreSQL server otherwise; same migrations. */
export async function openDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let dataSource: DataSource;
  const common = {
    type: 'postgres' as const,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    // PGlite has no uuid-ossp; gen_random_uuid() is built into PostgreSQL 13+.
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
  };
  if (config.databaseUrl) {
    dataSource = new DataSource({ ...common, url: config.databaseUrl, extra: { max: config.databasePoolSize, Client: PreparingClient } });
  } else {
    embedded = await startEmbeddedPostgres(config.dataDir, logger);
    dataSource = new DataSource({
      ...common,
      host: embedded.socketDir,
      port: embedded.port,
      username: 'postgres',
      database: 'postgres',
      // One connection: PGlite is one session, and a transaction must own it until it ends.
      // No prepared statements: every connection to the PGlite socket shares its one session, so a name
      // one client prepared would collide with the same name prepared by another.
      extra: { max: 1, idleTimeoutMillis: 0 },
    });
  }
  // Before migrations: the one that seals existing secrets needs the key.
  const keyring = loadSecretsKeyring(config, logger);
  installSecretsKeyring(keyring);
  try {
    await dataSource.initialize();
    const ran = await runMigrationsOnce(dataSource, embedded === undefined);
    if (ran.length > 0) logger.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
    assertSecretsOpen(keyring, await secretKeyIdsInUse(dataSource.manager));
    // Plaintext written since (SQL, a node not yet upgraded) is sealed on every start.
    const sealed = await sealPlaintextSecrets(dataSource.manager, keyring);
    if (sealed > 0) logger.info({ sealed }, 'secrets sealed at rest');
  } catch (err) {
    if (dataSource.isInitialized) await dataSource.destroy();
    if (embedded) await embedded.close();
    throw err;
  }
  return {
    dataSource,
    kind: embedded ? 'pglite' : 'postgres',
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      if (embedded) await embedded.close();
    },
  };
}

/** Fixed key of the advisory lock that keeps two nodes from migrating one database at once. */
const MIGRATION_LOCK = 7_340_002;

async function runMigrationsOnce(dataSource: DataSource, shared: boolean) {
  // The embedded database has one connection and one node: nothing to race with.
  if (!shared) return dataSource.runMigrations({ transaction: 'each' });
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
