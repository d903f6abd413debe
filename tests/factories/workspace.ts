import type { Parley } from '../../server/src/app';
import { api, type Credentials } from '../support/http';

let seq = 0;

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
    password,
    displayName: opts.displayName ?? `Agent ${seq}`,
    permissions: opts.permissions ?? ['console'],
  });
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
