import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { baseUrl, OWNER, apiSignedInAs } from './server';

export interface ApiCustomer {
  id: string;
  /** The visitor's session token (what the widget holds): for its own sockets. */
  token: string;
  api: APIRequestContext;
  conversationId: string;
  send: (content: string) => Promise<{ id: string }>;
  /** What the customer's own history shows (newest first from the server, returned oldest first). */
  history: () => Promise<{ id: string; internal: boolean; meta: { content?: string } }[]>;
  dispose: () => Promise<void>;
}

let appKey: string | null = null;

/** A visitor of the E2E workspace (widget key of the owner) with a conversation of their own, driven through REST. */
export async function createApiCustomer(refId: string): Promise<ApiCustomer> {
  if (!appKey) {
    const owner = await apiSignedInAs(OWNER.email, OWNER.password);
    const key = await owner.post('/api/admin/setting/apiKey/create', { data: { name: `e2e-${Date.now()}`, clientType: 26 } });
    expect(key.status(), await key.text()).toBe(200);
    appKey = ((await key.json()) as { data: { key: string } }).data.key;
    await owner.dispose();
  }
  const guest = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const init = await guest.post('/api/init', { data: { type: 'customer', appKey, refId, getAuthToken: true, clientType: 26 } });
  expect(init.status(), await init.text()).toBe(200);
  const { token, user } = ((await init.json()) as { data: { token: string; user: { userId: string } } }).data;
  await guest.dispose();
  const api = await playwrightRequest.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const created = await api.post('/api/conversation/create', { data: { customer: [user.userId], clientType: 26 } });
  expect(created.status(), await created.text()).toBe(200);
  const conversationId = ((await created.json()) as { data: { id: string } }).data.id;
  return {
    id: user.userId,
    token,
    api,
    conversationId,
    send: async (content: string) => {
      const res = await api.post('/api/message/send', { data: { conversationId, meta: { type: 1, content }, clientType: 26 } });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { data: { id: string } }).data;
    },
    history: async () => {
      const res = await api.get(`/api/conversation/${conversationId}/message?size=50&clientType=26`);
      expect(res.status(), await res.text()).toBe(200);
      const body = (await res.json()) as { data: { message?: unknown[]; messages?: unknown[] } | unknown[] };
      const d = body.data as { message?: unknown[]; messages?: unknown[] };
      const list = (Array.isArray(body.data) ? body.data : (d.message ?? d.messages ?? [])) as { id: string; internal: boolean; meta: { content?: string } }[];
      return [...list].reverse();
    },
    dispose: () => api.dispose(),
  };
}
