import type { Client } from 'pg';
import { createPostgresDatabase, withDatabase } from './postgres-database';

export { createPostgresDatabase, withDatabase };

export interface DatabaseVariant {
  name: 'pglite' | 'postgres';
  /** Creates a database for one server, empty or a copy of `template`; no url for the embedded one. */
  create(template?: string): Promise<{ url?: string; drop(): Promise<void> }>;
}

const pglite: DatabaseVariant = {
  name: 'pglite',
  async create() {
    return { url: undefined, drop: async () => undefined };
  },
};

/**
 * Lock waits of backends in the client's own database. pg_locks is cluster-wide and test files run
 * side by side on one server, so a bare count saw another file's waits. A row or advisory waiter
 * holds some lock naming its database; pg_locks, unlike pg_stat_activity, is read afresh inside a
 * transaction.
 */
export async function lockWaits(client: Client, locktype: 'transactionid' | 'advisory'): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks w
      WHERE w.locktype = $1 AND NOT w.granted
        AND w.pid IN (SELECT pid FROM pg_locks WHERE database = (SELECT oid FROM pg_database WHERE datname = current_database()))`,
    [locktype],
  );
  return rows[0]!.n;
}

/**
 * Which halves of the suite this run takes: `pglite`, `postgres` (PostgreSQL + Redis) or, unset,
 * both. CI spreads them over its two runtimes instead of running both under each (.ci/run): a
 * `pglite` run sees no PostgreSQL or Redis, so the files and cases that need them skip there and run
 * in the `postgres` run, which has no PGlite half.
 */
const TEST_VARIANTS = process.env.TEST_VARIANTS || undefined;
if (TEST_VARIANTS && TEST_VARIANTS !== 'pglite' && TEST_VARIANTS !== 'postgres') {
  throw new Error(`TEST_VARIANTS must be pglite or postgres (or unset for both), not ${TEST_VARIANTS}`);
}
const withServers = TEST_VARIANTS !== 'pglite';

export const TEST_DATABASE_URL = (withServers && process.env.TEST_DATABASE_URL) || undefined;
/**
 * Each jest worker on a Redis database of its own (1, 2, …) unless the URL names one: files
 * running side by side then keep their per-address rate-limit counts and their events apart (the
 * bus's channel follows the database, server/src/core/events/redis-event-bus.ts).
 */
function redisForWorker(url: string | undefined): string | undefined {
  const worker = process.env.JEST_WORKER_ID;
  if (!url || !worker) return url;
  return new URL(url).pathname.length > 1 ? url : withDatabase(url, worker);
}

export const TEST_REDIS_URL = redisForWorker((withServers && process.env.TEST_REDIS_URL) || undefined);

// CI must run the PostgreSQL + Redis half: a missing variable there is a broken CI, not a skip.
if (process.env.CI === 'true' && withServers && (!TEST_DATABASE_URL || !TEST_REDIS_URL)) {
  throw new Error('CI=true but TEST_DATABASE_URL or TEST_REDIS_URL is not set: the PostgreSQL + Redis half cannot be skipped in CI.');
}

if (TEST_VARIANTS === 'postgres' && (!TEST_DATABASE_URL || !TEST_REDIS_URL)) {
  throw new Error('TEST_VARIANTS=postgres needs TEST_DATABASE_URL and TEST_REDIS_URL.');
}

/** PGlite (unless TEST_VARIANTS=postgres); PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseVariants(): DatabaseVariant[] {
  const variants = TEST_VARIANTS === 'postgres' ? [] : [pglite];
  if (TEST_DATABASE_URL) {
    const url = TEST_DATABASE_URL;
    variants.push({ name: 'postgres', create: (template) => createPostgresDatabase(url, template) });
  } else if (withServers && !(globalThis as { __parleySkipNoted?: boolean }).__parleySkipNoted) {
    (globalThis as { __parleySkipNoted?: boolean }).__parleySkipNoted = true;
    console.warn('TEST_DATABASE_URL is not set: skipping the PostgreSQL half of the integration suite.');
  }
  return variants;
}
