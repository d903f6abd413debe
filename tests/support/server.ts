import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config/env';
import { createLogger, type Logger } from '../../server/src/common/logger';
import { startParley, type Parley } from '../../server/src/app/parley';
import type { DatabaseVariant } from './databases';
import { PGLITE_TEMPLATE, POSTGRES_TEMPLATE, SEED_VARIABLES } from './db-templates';
import { TEST_SECRETS_KEY } from './secrets-key';

export const ADMIN_EMAIL = 'owner@example.com';
export const ADMIN_PASSWORD = 'Owner-pass-1';

export interface TestServer {
  parley: Parley;
  url: string;
  dataDir: string;
  databaseUrl?: string;
  /** Stops the server; keeps the data so a restart can be tested. */
  stop(): Promise<void>;
  /** Stops and removes everything it made. */
  close(): Promise<void>;
}

// Every REST answer of a test server is checked against its declared response schema (doors/http/rest/mount.ts).
process.env.PARLEY_CHECK_RESPONSES ??= '1';

export async function startTestServer(
  variant: DatabaseVariant,
  env: Record<string, string> = {},
  reuse?: { dataDir: string; databaseUrl?: string; drop?: () => Promise<void> },
  /** logger: to read what the server logs (createLogger with a destination stream). */
  options: { logger?: Logger } = {},
): Promise<TestServer> {
  const dataDir = reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parley-test-'));
  // A new server starts from the run's migrated, seeded template (db-templates.ts) unless its first start is what is tested.
  const fromTemplate = !reuse && !SEED_VARIABLES.some((k) => k in env);
  const pgliteTemplate = fromTemplate && variant.name === 'pglite' ? process.env[PGLITE_TEMPLATE] : undefined;
  if (pgliteTemplate) fs.cpSync(path.join(pgliteTemplate, 'db'), path.join(dataDir, 'db'), { recursive: true });
  const db = reuse
    ? { url: reuse.databaseUrl, drop: reuse.drop ?? (async () => undefined) }
    : await variant.create(fromTemplate ? process.env[POSTGRES_TEMPLATE] : undefined);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    WORKSPACE_NAME: 'Acme Support',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    STATIC_DIR: path.join(dataDir, 'no-static'),
    // Every test signs in from 127.0.0.1, and with REDIS_URL the per-address count is shared by every
    // server of the run (and the next run, for a minute): the limits' own tests set 1 again.
    AUTH_LIMITS_SCALE: '20',
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...(db.url ? { DATABASE_URL: db.url } : {}),
    ...env,
  });
  const parley = await startParley(config, { logger: options.logger ?? createLogger(config.logLevel) });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await parley.close();
  };
  return {
    parley,
    url: parley.url,
    dataDir,
    databaseUrl: db.url,
    stop,
    async close() {
      await stop();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
