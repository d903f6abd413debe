import fs from 'node:fs';
import path from 'node:path';
import { databaseVariants } from '../../support/databases';
import { startFakeReceiver, type FakeReceiver, type ReceivedDelivery } from '../../support/fake-webhook-receiver';
import type { TestServer } from '../../support/server';
import { until } from '../../support/until';
import { createConversation, sendText, setUpWorkspace, type TestWorkspace } from '../../factories/conversation';
import { WEBHOOK_TEST_ENV, webhookServer, type DeliveryJson, type WebhookJson } from './webhook-env';

const contentOf = (r: ReceivedDelivery) => (r.body.data.meta as { content: string }).content;

describe.each(databaseVariants())('Webhook failures on $name', (variant) => {
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

  const create = async (body: Record<string, unknown>) => {
    const res = await w.http.post<WebhookJson>('/api/admin/webhook/create', body, w.owner.creds);
    if (res.status !== 200) throw new Error(`create webhook ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data!;
  };
  const subscription = async (id: string) => (await w.http.get<WebhookJson[]>('/api/admin/webhook', w.owner.creds)).body.data!.find((s) => s.id === id)!;
  const log = async (id: string) =>
    (await w.http.get<{ items: DeliveryJson[] }>(`/api/admin/webhook/delivery?id=${id}&size=100`, w.owner.creds)).body.data!.items;

  test('a receiver that is down and comes back gets every event exactly once by id, in order per conversation', async () => {
    receiver.answer(503);
    const sub = await create({ url: receiver.url, events: ['message.created'] });
    const visitors = await Promise.all([w.visitor(), w.visitor(), w.visitor()]);
    const conversations = await Promise.all(visitors.map((v) => createConversation(w.http, v.creds)));
    const sent: Record<string, string[]> = {};
    for (let i = 0; i < 5; i++) {
      for (const [n, c] of conversations.entries()) {
        const text = `c${n} m${i}`;
        await sendText(w.http, visitors[n]!.creds, c.id, text);
        (sent[c.id] ??= []).push(text);
      }
    }
    // Down through several backoff rounds (each round tries the head of each conversation once; the rest waits behind it).
    const paused = await until(async () => {
      const s = await subscription(sub.id);
      return s.consecutiveFailures >= 4 ? s : null;
    }, 'four failed rounds');
    expect(paused.active).toBe(true);
    expect(receiver.received.filter((r) => r.answered === 503).length).toBeGreaterThanOrEqual(4);
    receiver.answer(200);
    const accepted = () => receiver.accepted().filter((r) => r.body.type === 'message.created');
    await receiver.waitFor(() => accepted().length >= 15, 'all fifteen messages accepted');
    const ids = accepted().map((r) => r.body.id);
    expect(new Set(ids).size).toBe(15);
    expect(ids).toHaveLength(15);
    for (const c of conversations) {
      expect(
        accepted()
          .filter((r) => r.body.data.conversationId === c.id)
          .map(contentOf),
      ).toEqual(sent[c.id]);
    }
    const recovered = await until(async () => {
      const s = await subscription(sub.id);
      return s.consecutiveFailures === 0 ? s : null;
    }, 'the failure count reset');
    expect(recovered.active).toBe(true);
    const entries = await log(sub.id);
    expect(entries.every((d) => d.status === 'delivered')).toBe(true);
    // The first event waited through every failed round; the log says so.
    expect(Math.max(...entries.map((d) => d.attempts))).toBeGreaterThanOrEqual(5);
    await w.http.post('/api/admin/webhook/delete', { id: sub.id }, w.owner.creds);
  });

  test('a redirect is not followed: it is a failure, with the status in the log', async () => {
    receiver.answer('redirect');
    const sub = await create({ url: receiver.url, events: ['message.created'] });
    const before = receiver.received.length;
    await w.http.post('/api/admin/webhook/ping', { id: sub.id }, w.owner.creds);
    await receiver.waitFor((all) => all.length > before, 'the ping');
    const [entry] = await until(async () => {
      const items = await log(sub.id);
      return items[0]?.lastStatus === 302 ? items : null;
    }, 'the redirect logged');
    expect(entry).toMatchObject({ status: 'pending', lastStatus: 302 });
    expect(receiver.received.slice(before).every((r) => r.headers.host && r.raw.includes('"type":"ping"'))).toBe(true);
    receiver.answer(200);
    await until(async () => ((await log(sub.id))[0]?.status === 'delivered' ? true : null), 'delivered once the receiver answers');
    await w.http.post('/api/admin/webhook/delete', { id: sub.id }, w.owner.creds);
  });

  test('after the failure limit the subscription is turned off, the admins emailed and told, and nothing is lost', async () => {
    const failing = await startFakeReceiver();
    failing.answer(500);
    try {
      const sub = await create({ url: failing.url, events: ['message.created'] });
      const visitor = await w.visitor();
      const conversation = await createConversation(w.http, visitor.creds);
      await sendText(w.http, visitor.creds, conversation.id, 'kept while off');
      const limit = Number(WEBHOOK_TEST_ENV.WEBHOOK_FAILURE_LIMIT);
      const off = await until(
        async () => {
          const s = await subscription(sub.id);
          return s.active ? null : s;
        },
        'the subscription turned off',
        30_000,
      );
      expect(off).toMatchObject({ disabledReason: 'failures', consecutiveFailures: limit });
      expect(failing.received).toHaveLength(limit);
      const audit = await w.http.get<{ items: { action: string; targetId: string }[] }>('/api/admin/audit?action=webhook.disabled', w.owner.creds);
      expect(audit.body.data!.items.map((e) => e.targetId)).toContain(sub.id);
      const mail = await until(async () => {
        const dir = path.join(server.dataDir, 'outbox');
        const files = fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
        return files.find((f) => f.includes(failing.url.replace('http://', ''))) ?? null;
      }, 'the email to the admins');
      expect(mail).toMatch(/turned off/);

      // Turned on again once the receiver answers: what waited goes out, in order.
      failing.answer(200);
      const on = await w.http.post<WebhookJson>('/api/admin/webhook/update', { id: sub.id, active: true }, w.owner.creds);
      expect(on.body.data).toMatchObject({ active: true, disabledReason: null, consecutiveFailures: 0 });
      await failing.waitFor((all) => all.some((r) => r.answered === 200), 'the kept event');
      expect(contentOf(failing.accepted()[0]!)).toBe('kept while off');
    } finally {
      await failing.close();
    }
  });
});
