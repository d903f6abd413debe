import { randomBytes, scryptSync } from 'node:crypto';
import type { Parley } from '../../server/src/app/parley';
import { api, type Credentials } from '../support/http';

let seq = 0;

/**
 * A factory agent's password is stored as scrypt at N=2^10, not the server's 2^15: that costs ~70 ms
 * of CPU to hash when the agent is made and again at each sign-in, hundreds of times a run, for
 * set-up that is not what the test is about. The stored hash names its own cost, and the server
 * verifies it through the same code as any hash it made (server/src/auth/password.ts). Passwords set
 * through the server's doors (invitations, resets, the first start) get its real cost.
 */
const cheapHashes = new Map<string, string>();
function cheapHash(password: string): string {
  let hash = cheapHashes.get(password);
  if (!hash) {
    const salt = randomBytes(16);
    const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
    hash = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    cheapHashes.set(password, hash);
  }
  return hash;
}

export async function createWorkspace(parley: Parley, name = `Workspace ${++seq}`) {
  return parley.services.workspace.create(name);
}

export async function createAgent(
  parley: Parley,
  workspaceId: string,
  opts: { email?: string; password?: string; permissions?: string[]; displayName?: string } = {},
) {
  const email = opts.email ?? `agent${Date.now().toString(36)}${++seq}@example.com`;
  const password = opts.password ?? 'Agent-pass-1';
  const agent = await parley.services.agent.provision({
    workspaceId,
    email,
    displayName: opts.displayName ?? `Agent ${seq}`,
    permissions: opts.permissions ?? ['console'],
  });
  // Only a new identity gets the password (as provision does): an existing person keeps theirs.
  await parley.database.dataSource.query('UPDATE identity SET password_hash = $1 WHERE email = $2 AND password_hash IS NULL', [
    cheapHash(password),
    email.trim().toLowerCase(),
  ]);
  return { agent, email, password };
}

/** Signs in through the REST door and returns the bearer token. */
export async function signIn(url: string, email: string, password: string, preferredAccount?: string): Promise<Credentials> {
  const res = await api(url).post<{ token: string }>('/api/init', {
    username: email,
    password,
    getAuthToken: true,
    type: 'agent',
    preferredAccount,
  });
  if (res.status !== 200 || !res.body.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token };
}
