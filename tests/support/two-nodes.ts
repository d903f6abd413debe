import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, TEST_DATABASE_URL, TEST_REDIS_URL } from './databases';
import { startNodeProcess, type NodeProcess } from './process-node';

/** Two-node tests need a real PostgreSQL and Redis; without them they are skipped with a warning. */
export const twoNodesReady = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);

export function describeTwoNodes(name: string, body: () => void): void {
  if (!twoNodesReady) console.warn(`TEST_DATABASE_URL / TEST_REDIS_URL not set: skipping "${name}".`);
  (twoNodesReady ? describe : describe.skip)(name, body);
}

export interface TwoNodes {
  a: NodeProcess;
  b: NodeProcess;
  /** Their database, for tests that look at what the nodes wrote. */
  databaseUrl: string;
  /** Each node's DATA_DIR (its outbox among them). */
  dataDirs: { a: string; b: string };
  stop(): Promise<void>;
}

/**
 * Two server processes on one fresh PostgreSQL database and the test Redis, started together (so
 * the migration and seed locks are exercised), seeded with this owner.
 */
export async function startTwoNodes(
  owner: { email: string; password: string },
  extraEnv: Record<string, string> | ((node: 'a' | 'b') => Record<string, string>) = {},
): Promise<TwoNodes> {
  const db = await createPostgresDatabase(TEST_DATABASE_URL!);
  const dirs: string[] = [];
  const env = (name: 'a' | 'b') => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `parley-node-${name}-`));
    dirs.push(dir);
    const extra = typeof extraEnv === 'function' ? extraEnv(name) : extraEnv;
    return { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL!, DATA_DIR: dir, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, ...extra };
  };
  const cleanUp = async (nodes: (NodeProcess | undefined)[]) => {
    await Promise.all(nodes.map((n) => n?.stop()));
    await db.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  };
  const started = await Promise.allSettled([startNodeProcess(env('a')), startNodeProcess(env('b'))]);
  const nodes = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await cleanUp(nodes);
    throw failed.reason;
  }
  const [a, b] = nodes as [NodeProcess, NodeProcess];
  return { a, b, databaseUrl: db.url, dataDirs: { a: dirs[0]!, b: dirs[1]! }, stop: () => cleanUp([a, b]) };
}
