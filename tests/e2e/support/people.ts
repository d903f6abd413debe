import { expect, type APIRequestContext } from '@playwright/test';
import { createApiCustomer, type ApiCustomer } from './customer';
import { OWNER, apiSignedInAs } from './server';

export interface SeededCustomer extends ApiCustomer {
  displayName: string;
}

/** A visitor with a conversation, then named (and given an email, subtitle...) by the owner through the admin API. */
export async function seedCustomer(
  owner: APIRequestContext,
  displayName: string,
  profile: { email?: string; subtitle?: string; bio?: string; fields?: Record<string, string> } = {},
): Promise<SeededCustomer> {
  const customer = await createApiCustomer(`people-${displayName}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`);
  const res = await owner.post('/api/admin/customer/update', { data: { userId: customer.id, displayName, ...profile, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...customer, displayName };
}

/** Replaces the workspace's custom customer and agent field definitions. */
export async function setCustomFields(
  owner: APIRequestContext,
  fields: {
    customerFields?: { id: string; type: string; name: { en: string; zh: string; 'zh-cn': string } }[];
    agentFields?: { id: string; type: string; name: { en: string; zh: string; 'zh-cn': string } }[];
  },
): Promise<void> {
  const res = await owner.post('/api/admin/setting/update', { data: { ...fields, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The owner's REST client (dispose it when done). */
export const ownerApi = () => apiSignedInAs(OWNER.email, OWNER.password);

/** An agent's id by email, through the admin agent list. */
export async function agentIdOf(owner: APIRequestContext, email: string): Promise<string> {
  const res = await owner.get('/api/admin/agent?size=0&clientType=26');
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { id: string; email: string }[] | { items: { id: string; email: string }[] } };
  const list = Array.isArray(body.data) ? body.data : body.data.items;
  const found = list.find((a) => a.email === email);
  if (!found) throw new Error(`no agent ${email}`);
  return found.id;
}

/** Gives an agent (by email) exactly these permissions; answers their id. */
export async function grantPermissions(owner: APIRequestContext, email: string, permissions: string[]): Promise<string> {
  const userId = await agentIdOf(owner, email);
  const res = await owner.post('/api/admin/agent/update', { data: { userId, permissions, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return userId;
}
