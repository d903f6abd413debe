import type { DatabaseVariant } from './databases';
import { startTestServer, type TestServer } from './server';

/**
 * One server per database for a group of test files with the default configuration: a group's
 * entry (tests/integration/<group>.test.ts) imports its files, so they run in one jest module
 * registry, load the server's modules once and start it once instead of once per file (about 2.5 s
 * of CPU a file on PGlite, most of a small file's time). Each file makes its own workspace, agents
 * and visitors through the factories (tests/factories), so none sees another's data.
 *
 * A file whose server is what it tests (its first start, restarts, a configuration of its own, a
 * second node) starts its own with startTestServer and stays a file of its own.
 */
const servers = new Map<DatabaseVariant['name'], { started: Promise<TestServer> }>();

/**
 * Every file of a group signs in and opens visitor sessions from 127.0.0.1 on the same server, so
 * the per-address limits would count a whole group against one address. They are tested on servers
 * of their own (security-limits, security-visitor-limits, socket-limits), with their defaults.
 */
const SHARED_ENV: Record<string, string> = {
  AUTH_LIMITS_SCALE: '1000',
  VISITOR_SESSIONS_PER_HOUR: '0',
  VISITOR_CONVERSATIONS_PER_HOUR: '0',
  VISITOR_MESSAGES_PER_MINUTE: '0',
  VISITOR_SOCKETS_PER_ADDRESS: '0',
};

/**
 * The group's server on this database, started by the first file that asks; its stop and close wait
 * for the group's end. `env`: the group's own settings (every file of the group passes the same).
 */
export async function sharedServer(variant: DatabaseVariant, env: Record<string, string> = {}): Promise<TestServer> {
  let entry = servers.get(variant.name);
  if (!entry) {
    entry = { started: startTestServer(variant, { ...SHARED_ENV, ...env }) };
    servers.set(variant.name, entry);
  }
  const server = await entry.started;
  return { ...server, stop: async () => undefined, close: async () => undefined };
}

/** Closes the group's servers: the last hook of a group's entry. */
export async function closeSharedServers(): Promise<void> {
  const started = [...servers.values()].map((s) => s.started);
  servers.clear();
  await Promise.all(started.map(async (s) => (await s).close()));
}
