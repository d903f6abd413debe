import { createHmac } from 'node:crypto';
import { databaseVariants } from '../../support/databases';
import { GatewayClient } from '../../support/realtime';
import { RawGraphqlSocket } from '../../support/graphql-socket';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { setUpWorkspace, type TestWorkspace } from '../../factories/conversation';

const APP_SECRET = 'deep-json-app-secret';
const PAGE_ID = '700100200';
const TOO_DEEP = 'The request body is nested too deeply';
const FRAME_TOO_DEEP = 'The message is nested too deeply';

/** An array nested `depth` deep: JSON.parse takes it, JSON.stringify and String() of it overflow the stack. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const sign = (raw: string, secret: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe.each(databaseVariants())('JSON nested too deeply, at every door, on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  const storedEvents = async (platformId: string) =>
    (await server.parley.database.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM platform_event WHERE platform_id = $1', [platformId]))[0]!
      .n;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  it('answers a correctly signed Facebook delivery nested 100,000 deep with 400, and stores nothing', async () => {
    const created = await w.http.post<{ id: string; type: string }[]>('/api/admin/setting/externalPlatform/facebook/create', {}, w.owner.creds);
    const platform = created.body.data!.find((p) => p.type === 'facebook')!;
    await w.http.post('/api/admin/setting/externalPlatform/facebook/update', { id: platform.id, appSecret: APP_SECRET }, w.owner.creds);
    const delivery = (mid: string, extra: string) =>
      `{"object":"page","entry":[{"id":"${PAGE_ID}","time":1,"messaging":[{"sender":{"id":"psid-1"},"recipient":{"id":"${PAGE_ID}"},` +
      `"timestamp":1,"message":{"mid":"${mid}","text":"hello","extra":${extra}}}]}]}`;
    const post = (raw: string) =>
      fetch(`${server.url}/webhooks/facebook/${platform.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw, APP_SECRET) },
        body: raw,
      });

    const deep = await post(delivery('m.deep', nested(100_000)));
    expect(deep.status).toBe(400);
    expect(await deep.text()).toBe(TOO_DEEP);
    expect(await storedEvents(platform.id)).toBe(0);
    // The same delivery, shallow and signed the same way, is taken: the refusal was the depth's.
    const shallow = await post(delivery('m.shallow', nested(3)));
    expect(shallow.status).toBe(200);
    expect(await storedEvents(platform.id)).toBe(1);
  });

  it('answers a correctly signed provider delivery nested 100,000 deep with 400, and stores nothing', async () => {
    const created = await w.http.post<{ id: string; type: string; webhookSecret: string | null; liveChatWebhook: string }[]>(
      '/api/admin/setting/externalPlatform/sanuker/create',
      {},
      w.owner.creds,
    );
    const platform = created.body.data!.find((p) => p.type === 'sanuker' && p.webhookSecret)!;
    const event = (eventId: string, extra: string) =>
      `{"eventId":"${eventId}","channelId":"wa-1","timestamp":1,"customer":{"id":"85290000000"},"message":{"type":"text","text":"hi","extra":${extra}}}`;
    const post = (path: 'livechat' | 'relay', raw: string) =>
      fetch(`${server.url}/webhooks/provider/${platform.id}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-provider-signature-256': sign(raw, platform.webhookSecret!) },
        body: raw,
      });

    for (const path of ['livechat', 'relay'] as const) {
      const deep = await post(path, event(`e.deep.${path}`, nested(100_000)));
      expect([path, deep.status, await deep.text()]).toEqual([path, 400, TOO_DEEP]);
    }
    expect(await storedEvents(platform.id)).toBe(0);
    expect((await post('livechat', event('e.shallow', nested(3)))).status).toBe(200);
    expect(await storedEvents(platform.id)).toBe(1);
  });

  it('answers 400 on /api and /graphql, a GET /graphql variables string and criteria written as JSON text too', async () => {
    for (const path of ['/api/conversation/snooze', '/graphql']) {
      const res = await w.http.postRaw(path, nested(100_000), w.owner.creds);
      expect([path, res.status, res.body.error?.message]).toEqual([path, 400, TOO_DEEP]);
    }
    const variables = encodeURIComponent(`{"c":${nested(1000)}}`);
    const get = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('query($c: [String!]) { customers(criteria: $c) { hasMore } }')}&variables=${variables}`,
      {
        headers: { authorization: `Bearer ${w.owner.creds.token}`, 'apollo-require-preflight': 'true' },
      },
    );
    expect(get.status).toBe(400);
    expect(((await get.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(TOO_DEEP);
    // A JSON string inside a shallow body: the body passes, the criteria parser meets the depth.
    const criteria = await w.http.post('/api/admin/customer', { criteria: nested(12_000) }, w.owner.creds);
    expect(criteria.status).toBe(400);
  });

  it('closes a graphql-ws socket on a deep frame (4400) and refuses a deep /websocket/connect frame; the server goes on', async () => {
    const socket = await RawGraphqlSocket.open(server.url, w.owner.creds.token!);
    // graphql-ws answers a ping with its payload: stringified, a deep one overflowed the stack.
    socket.send(`{"type":"ping","payload":{"deep":${nested(100_000)}}}`);
    expect(await socket.waitClosed()).toEqual({ code: 4400, reason: FRAME_TOO_DEEP });

    const gateway = await GatewayClient.connect(server.url, w.owner.creds.token!);
    gateway.send(`{"type":"typing","conversationId":"c","status":1,"extra":${nested(30_000)}}`);
    const refused = await gateway.next((m) => m.type === 'error');
    expect(refused.error).toEqual({ code: 400, message: FRAME_TOO_DEEP });
    await gateway.settle();
    expect(gateway.closeCode).toBeNull();
    gateway.close();

    const again = await RawGraphqlSocket.open(server.url, w.owner.creds.token!);
    await again.settle();
    expect(again.closed).toBeNull();
    again.close();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
