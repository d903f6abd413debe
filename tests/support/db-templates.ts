import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createPostgresDatabase, databaseVariants, TEST_DATABASE_URL } from './databases';
import { startTestServer } from './server';

/**
 * A migrated, seeded database made once per test run and copied for each test server: a fresh
 * server then starts in under a second instead of migrating from nothing (PGlite: ~4 s each). Made
 * by the integration project's globalSetup; their names travel in these variables.
 */
export const PGLITE_TEMPLATE = 'PARLEY_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE = 'PARLEY_TEST_POSTGRES_TEMPLATE';

/** Servers whose first start is itself under test (the seed's own variables) start from nothing. */
export const SEED_VARIABLES = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'WORKSPACE_NAME'];

const nameOf = (url: string) => new URL(url).pathname.slice(1);

export async function makeTemplates(): Promise<void> {
  // By name: a TEST_VARIANTS=postgres run has no PGlite half, and its one variant is PostgreSQL's.
  const variants = databaseVariants();
  const pglite = variants.find((v) => v.name === 'pglite');
  const postgres = variants.find((v) => v.name === 'postgres');
  if (pglite) {
    const embedded = await startTestServer(pglite);
    await embedded.stop();
    process.env[PGLITE_TEMPLATE] = embedded.dataDir;
  }
  if (postgres && TEST_DATABASE_URL) {
    const db = await createPostgresDatabase(TEST_DATABASE_URL);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-template-'));
    const server = await startTestServer(postgres, {}, { dataDir, databaseUrl: db.url });
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.env[POSTGRES_TEMPLATE] = nameOf(db.url);
  }
}

export async function dropTemplates(): Promise<void> {
  const dir = process.env[PGLITE_TEMPLATE];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const name = process.env[POSTGRES_TEMPLATE];
  if (name && TEST_DATABASE_URL) {
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
