import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, withDatabase } from '../../support/postgres-database';
import { startBuiltNode, TEST_NODE_POOL_SIZE, type NodeProcess } from '../../support/process-node';

/**
 * The server a Playwright worker's tests talk to: each worker starts its own (tests/e2e/support/test.ts),
 * on a data directory of its own, so workers side by side never see each other's data or limits.
 * Its port follows the worker's parallel slot (the first on E2E_PORT, 4799 by default, the next
 * 100 above it), and so do the host page's (+10) and the fake platforms' (+30, +31).
 */
export interface E2eServer {
  url: string;
  port: number;
  dataDir: string;
  /** The two-nodes project's servers run on a PostgreSQL database of their own and Redis; a second node joins them. */
  databaseUrl?: string;
  redisUrl?: string;
}

export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4799);
/** The domain of visitors' reply addresses on e2e servers; their listener is on the server's port + 32. */
export const INBOUND_DOMAIN = 'reply.parley.test';

/** The seeded owner every server of the run starts with. */
export const OWNER_SEED = { email: 'e2e-owner@example.com', password: 'E2e-owner-pass-1', workspace: 'E2E Workspace' };

let current: E2eServer | undefined;

/** This worker's server; only inside tests and hooks (the worker fixture starts it first). */
export function e2eServer(): E2eServer {
  if (!current) throw new Error('no e2e server in this worker: import test from tests/e2e/support/test.ts');
  return current;
}

/** Where global set-up left a data directory whose first start (migrations, the owner) is done. */
const TEMPLATE_ENV = 'E2E_TEMPLATE_DIR';

function seedEnv(): Record<string, string> {
  return { ADMIN_EMAIL: OWNER_SEED.email, ADMIN_PASSWORD: OWNER_SEED.password, WORKSPACE_NAME: OWNER_SEED.workspace };
}

/**
 * Runs a server's first start once, before the workers start, and keeps its data directory for
 * each PGlite worker to copy: a first start (migrations, the owner's password hash) took 7–11 s of
 * CPU alone and over 30 s beside two busy workers, a copy's start 2.4 s. First starts are tested in
 * tests/integration/startup.test.ts. Returns the teardown that removes it.
 */
export async function prepareE2eTemplate(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'parley-e2e-template-'));
  const node = await startBuiltNode({ PORT: String(E2E_BASE_PORT - 1), DATA_DIR: dir, ...seedEnv() }, undefined, 120_000);
  const code = await node.stop();
  if (code !== 0 && code !== null) throw new Error(`the template server stopped with ${code}:\n${node.output()}`);
  process.env[TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Starts this worker's server (the built one, as `npm start` runs it) and keeps it for e2eServer(). */
export async function startE2eServer(slot: number, withServers: { adminUrl: string; redisUrl: string } | undefined): Promise<() => Promise<void>> {
  const port = E2E_BASE_PORT + 100 * slot;
  const dataDir = fs.mkdtempSync(path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), `parley-e2e-${slot}-`));
  const template = process.env[TEMPLATE_ENV];
  if (!withServers && template) fs.cpSync(template, dataDir, { recursive: true });
  const db = withServers ? await createPostgresDatabase(withServers.adminUrl) : undefined;
  // Apart from the integration suite's jest workers (1, 2, …), should both run at once.
  const redisUrl = withServers ? withDatabase(withServers.redisUrl, String(10 + slot)) : undefined;
  let node: NodeProcess;
  try {
    node = await startBuiltNode(
      {
        PORT: String(port),
        DATA_DIR: dataDir,
        ...seedEnv(),
        // The platforms specs answer as the Graph API and the provider here (tests/e2e/support/graph.ts).
        FACEBOOK_GRAPH_URL: `http://127.0.0.1:${port + 30}`,
        PROVIDER_API_URL: `http://127.0.0.1:${port + 31}`,
        // Every visitor of a worker comes from 127.0.0.1: the per-address limits (60 conversations and
        // 100 sessions an hour by default, tested in tests/integration/security-visitor-limits.test.ts)
        // would refuse the last specs' visitors once a worker has run more than that.
        VISITOR_CONVERSATIONS_PER_HOUR: '2000',
        VISITOR_SESSIONS_PER_HOUR: '2000',
        // Likewise the sign-ins and invitations, all from 127.0.0.1 within minutes (20 invitations and
        // 10 sign-ins of one account per 15 minutes by default, tested in security-limits).
        AUTH_LIMITS_SCALE: '20',
        // The webhooks spec's receiver listens on 127.0.0.1, a private address webhooks are otherwise refused.
        ALLOW_PRIVATE_FETCH: '1',
        // Visitor continuity (notifications-journey.spec.ts): replies are emailed after 2 s, and answered through the listener here.
        VISITOR_EMAIL_DELAY_SECONDS: '2',
        INBOUND_SMTP_PORT: String(port + 32),
        INBOUND_SMTP_HOST: '127.0.0.1',
        INBOUND_EMAIL_DOMAIN: INBOUND_DOMAIN,
        ...(db && redisUrl ? { DATABASE_URL: db.url, DATABASE_POOL_SIZE: TEST_NODE_POOL_SIZE, REDIS_URL: redisUrl } : {}),
      },
      undefined,
      120_000,
    );
  } catch (error) {
    await db?.drop();
    throw error;
  }
  current = { url: node.url, port, dataDir, databaseUrl: db?.url, redisUrl };
  return async () => {
    current = undefined;
    await node.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
