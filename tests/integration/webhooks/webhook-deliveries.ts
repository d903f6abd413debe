import { databaseVariants } from '../../support/databases';
import { startFakeReceiver, type FakeReceiver, type ReceivedDelivery } from '../../support/fake-webhook-receiver';
import type { TestServer } from '../../support/server';
import { until } from '../../support/until';
import { createConversation, sendText, setUpWorkspace, type TestWorkspace } from '../../factories/conversation';
import { verifySignature } from '../../../server/src/modules/webhook/webhook-signature';
import { webhookServer, type DeliveryJson, type WebhookJson } from './webhook-env';

const typed = (type: string) => (r: ReceivedDelivery) => r.body.type === type;

describe.each(databaseVariants())('Outgoing webhooks on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let receiver: FakeReceiver;

  beforeAll(async () => {
    server = await webhookServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    receiver = await startFakeReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  const create = async (body: Record<string, unknown>, creds = w.owner.creds) => {
    const res = await w.http.post<WebhookJson>('/api/admin/webhook/create', body, creds);
    if (res.status !== 200) throw new Error(`create webhook ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data!;
  };
  const remove = (id: string) => w.http.post('/api/admin/webhook/delete', { id }, w.owner.creds);

  test('managed with manageSettings on both doors; URLs and events are checked; the secret is shown once', async () => {
    const agent = await w.agent(['allConversations']);
    const refused = await w.http.post('/api/admin/webhook/create', { url: receiver.url, events: ['message.created'] }, agent.creds);
    expect(refused.status).toBe(403);

    const badUrl = await w.http.post('/api/admin/webhook/create', { url: 'ftp://example.com/x', events: ['message.created'] }, w.owner.creds);
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error?.reason).toBe('webhook.urlMustBeHttpOrHttps');
    const noEvents = await w.http.post('/api/admin/webhook/create', { url: receiver.url, events: [] }, w.owner.creds);
    expect(noEvents.status).toBe(400);
    const unknown = await w.http.post('/api/admin/webhook/create', { url: receiver.url, events: ['message.exploded'] }, w.owner.creds);
    expect(unknown.status).toBe(400);

    const made = await create({ url: receiver.url, events: ['message.created'], description: 'CRM' });
    expect(made.secret).toMatch(/^whsec_/);
    const listed = await w.http.get<WebhookJson[]>('/api/admin/webhook', w.owner.creds);
    expect(listed.body.data!.find((s) => s.id === made.id)).toMatchObject({ secret: null, active: true, events: ['message.created'] });

    const gql = await w.http.graphql<{ createWebhook: { id: string; secret: string } }>(
      'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { id secret } }',
      { input: { url: receiver.url, events: ['customer.created'] } },
      w.owner.creds,
    );
    expect(gql.errors).toBeUndefined();
    const both = await w.http.graphql<{ webhooks: { id: string; secret: string | null }[] }>('{ webhooks { id secret } }', {}, w.owner.creds);
    expect(both.data!.webhooks.map((s) => s.id)).toEqual(expect.arrayContaining([made.id, gql.data!.createWebhook.id]));
    expect(both.data!.webhooks.every((s) => s.secret === null)).toBe(true);
    const gone = await w.http.graphql<{ deleteWebhook: boolean }>(
      'mutation($id: ID!) { deleteWebhook(id: $id) }',
      { id: gql.data!.createWebhook.id },
      w.owner.creds,
    );
    expect(gone.data!.deleteWebhook).toBe(true);
    await remove(made.id);
  });

  test('each event arrives signed with the secret, once, with its id, in the order of its conversation', async () => {
    const sub = await create({ url: receiver.url, events: ['conversation.created', 'message.created', 'conversation.statusChanged', 'conversation.assigned'] });
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    for (const text of ['one', 'two', 'three']) await sendText(w.http, visitor.creds, conversation.id, text);
    await sendText(w.http, w.owner.creds, conversation.id, 'four');
    const mine = (all: ReceivedDelivery[]) => all.filter((r) => r.body.data.conversationId === conversation.id && r.body.type === 'message.created');
    await receiver.waitFor((all) => mine(all).length === 4, 'four messages');
    expect(mine(receiver.received).map((r) => (r.body.data.meta as { content: string }).content)).toEqual(['one', 'two', 'three', 'four']);
    const created = receiver.received.filter((r) => r.body.type === 'conversation.created' && r.body.data.id === conversation.id);
    expect(created).toHaveLength(1);

    for (const r of [...mine(receiver.received), ...created]) {
      const header = String(r.headers['parley-signature']);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(header, r.raw, sub.secret!)).toBe(true);
      expect(verifySignature(header, r.raw, 'whsec_not-the-secret')).toBe(false);
      // A body changed on the way, or replayed after the window, fails too.
      expect(verifySignature(header, r.raw.replace('"workspaceId"', '"workspaceID"'), sub.secret!)).toBe(false);
      expect(verifySignature(header, r.raw, sub.secret!, Date.now() + 10 * 60_000)).toBe(false);
      expect(r.headers['parley-event-id']).toBe(r.body.id);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.body.workspaceId).toBe(w.workspaceId);
    }
    const ids = receiver.received.map((r) => r.body.id);
    expect(new Set(ids).size).toBe(ids.length);

    // A status change is a conversation.statusChanged; an assignment a conversation.assigned (conversation.updated was not asked for).
    const agent = await w.agent(['allConversations']);
    await w.http.post('/api/conversation/update', { id: conversation.id, addAgent: [agent.id] }, w.owner.creds);
    await w.http.post('/api/conversation/update', { id: conversation.id, status: 'closed' }, w.owner.creds);
    await receiver.waitFor((all) => all.some(typed('conversation.statusChanged')), 'the status change');
    const assigned = receiver.received.filter(typed('conversation.assigned'));
    expect(assigned.length).toBeGreaterThanOrEqual(1);
    expect(receiver.received.filter(typed('conversation.updated'))).toHaveLength(0);
    expect(receiver.received.find(typed('conversation.statusChanged'))!.body.data).toMatchObject({ id: conversation.id, status: 'closed' });
    await remove(sub.id);
  });

  test('internal notes reach only a subscription that asks for them', async () => {
    const open = await startFakeReceiver();
    const internal = await startFakeReceiver();
    try {
      await create({ url: open.url, events: ['message.created'] });
      await create({ url: internal.url, events: ['message.created'], includeInternal: true });
      const visitor = await w.visitor();
      const conversation = await createConversation(w.http, visitor.creds);
      await sendText(w.http, w.owner.creds, conversation.id, 'a note for agents', { internal: true });
      await sendText(w.http, w.owner.creds, conversation.id, 'hello customer');
      // In order per conversation: once the public reply is in, the note would have come before it.
      await open.waitFor((all) => all.some((r) => (r.body.data.meta as { content?: string })?.content === 'hello customer'), 'the public reply');
      expect(open.received.map((r) => (r.body.data.meta as { content: string }).content)).toEqual(['hello customer']);
      await internal.waitFor((all) => all.length === 2, 'both messages');
      expect(internal.received.map((r) => (r.body.data.meta as { content: string }).content)).toEqual(['a note for agents', 'hello customer']);
      expect(internal.received[0]!.body.data.internal).toBe(true);
    } finally {
      const subs = await w.http.get<WebhookJson[]>('/api/admin/webhook', w.owner.creds);
      for (const s of subs.body.data ?? []) await remove(s.id);
      await open.close();
      await internal.close();
    }
  });

  test('a ping and a redelivery carry the same bytes and id; the log shows each attempt', async () => {
    const sub = await create({ url: receiver.url, events: ['message.created'] });
    const before = receiver.received.length;
    const ping = await w.http.post<DeliveryJson>('/api/admin/webhook/ping', { id: sub.id }, w.owner.creds);
    expect(ping.status).toBe(200);
    const [first] = (await receiver.waitFor((all) => all.length > before, 'the ping')).slice(before);
    expect(first!.body).toMatchObject({ type: 'ping', workspaceId: w.workspaceId, data: { subscriptionId: sub.id } });
    const log = await until(async () => {
      const res = await w.http.get<{ items: DeliveryJson[]; hasMore: boolean }>(`/api/admin/webhook/delivery?id=${sub.id}`, w.owner.creds);
      return res.body.data!.items[0]?.status === 'delivered' ? res.body.data! : null;
    }, 'the ping logged as delivered');
    expect(log.items[0]).toMatchObject({ eventType: 'ping', attempts: 1, lastStatus: 200, lastResponse: 'ok', lastError: null });

    const again = await w.http.post<DeliveryJson>('/api/admin/webhook/delivery/redeliver', { id: sub.id, deliveryId: log.items[0]!.id }, w.owner.creds);
    expect(again.status).toBe(200);
    const [second] = (await receiver.waitFor((all) => all.length > before + 1, 'the redelivery')).slice(before + 1);
    expect(second!.raw).toBe(first!.raw);
    expect(second!.headers['parley-event-id']).toBe(first!.body.id);
    const unknown = await w.http.post('/api/admin/webhook/delivery/redeliver', { id: sub.id, deliveryId: '999999999' }, w.owner.creds);
    expect(unknown.status).toBe(404);
    await remove(sub.id);
  });

  test('after a rotation both secrets sign until the overlap ends', async () => {
    const sub = await create({ url: receiver.url, events: ['message.created'] });
    const rotated = await w.http.post<WebhookJson>('/api/admin/webhook/rotateSecret', { id: sub.id }, w.owner.creds);
    const fresh = rotated.body.data!;
    expect(fresh.secret).toMatch(/^whsec_/);
    expect(fresh.secret).not.toBe(sub.secret);
    expect(fresh.previousSecretUntil).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const before = receiver.received.length;
    await w.http.post('/api/admin/webhook/ping', { id: sub.id }, w.owner.creds);
    const [ping] = (await receiver.waitFor((all) => all.length > before, 'the ping')).slice(before);
    const header = String(ping!.headers['parley-signature']);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(header, ping!.raw, fresh.secret!)).toBe(true);
    expect(verifySignature(header, ping!.raw, sub.secret!)).toBe(true);
    await remove(sub.id);
  });
});
