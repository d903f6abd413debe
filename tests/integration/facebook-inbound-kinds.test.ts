import { createHmac } from 'node:crypto';
import { databaseVariants } from '../support/databases';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph';
import { startTestServer, type TestServer } from '../support/server';
import { setUpWorkspace, type ConversationJson, type MessageJson, type TestWorkspace } from '../factories/conversation';
import { until } from '../support/until';

type Delivered = MessageJson & { meta: MessageJson['meta'] & { postback?: { payload: string } } };

const APP_SECRET = 'fb-kinds-secret';
const PAGE_ID = '3029384756';

/** A page delivery exactly as Facebook shapes it. */
function delivery(messaging: Record<string, unknown>[]): string {
  return JSON.stringify({ object: 'page', entry: [{ id: PAGE_ID, time: Date.now(), messaging }] });
}
const sign = (raw: string) => `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`;

/** Issue 50.8: every kind of message Messenger documents is kept; nothing a customer sends is dropped without a trace. */
describe.each(databaseVariants())('Facebook inbound message kinds on $name', (variant) => {
  let server: TestServer;
  let graph: FakeGraph;
  let w: TestWorkspace;
  let platform: { id: string };

  const post = (raw: string, signature: string) =>
    fetch(`${server.url}/webhooks/facebook/${platform.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body: raw,
    });
  const facebookConversations = async () =>
    (await w.http.get<ConversationJson[]>('/api/conversation?status=open&filter=all', w.owner.creds)).body.data!.filter((c) => c.source === 'facebook');
  const history = async (id: string) => [...(await w.http.get<Delivered[]>(`/api/conversation/${id}/message?size=50`, w.owner.creds)).body.data!].reverse();
  const waitForMessage = async (conversationId: string, match: (m: Delivered) => boolean, what: string) =>
    until(async () => (await history(conversationId)).find(match), what);

  beforeAll(async () => {
    graph = await startFakeGraph();
    // Its own server (not a group's, tests/support/shared-server.ts): its fake Graph API, fast job polling, attachments on 127.0.0.1.
    server = await startTestServer(variant, { FACEBOOK_GRAPH_URL: graph.url, JOBS_POLL_SECONDS: '0.5', ALLOW_PRIVATE_FETCH: '1' });
    w = await setUpWorkspace(server.parley, server.url);
    const created = await w.http.post<{ id: string; type: string }[]>(
      '/api/admin/setting/externalPlatform/facebook/create',
      { appSecret: APP_SECRET },
      w.owner.creds,
    );
    platform = created.body.data!.find((p) => p.type === 'facebook')!;
    const page = await w.http.post(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: platform.id, pageId: PAGE_ID, name: 'Acme', accessToken: 'EAAB-kinds-page' },
      w.owner.creds,
    );
    expect(page.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await graph?.close();
  });

  it('keeps every kind Messenger sends: numeric ids, quick replies, locations, links, stickers; anything else as a visible unsupported notice', async () => {
    // Past 2^53: JSON.parse of the bare number would round it to another person.
    const bigPsid = '24680135790123457';
    const from = { sender: { id: 0 }, recipient: { id: 0 }, timestamp: Date.now() };
    const events = [
      { ...from, message: { mid: 'm_kind_quick', text: 'Yes please', quick_reply: { payload: 'CONFIRM_ORDER' } } },
      {
        ...from,
        message: {
          mid: 'm_kind_location',
          attachments: [{ type: 'location', title: 'Central Pier 7', payload: { coordinates: { lat: 22.2871, long: 114.1617 } } }],
        },
      },
      {
        ...from,
        message: {
          mid: 'm_kind_link',
          text: 'look',
          attachments: [{ type: 'fallback', title: 'Spring sale', url: 'https://shop.example/sale', payload: null }],
        },
      },
      {
        ...from,
        message: { mid: 'm_kind_sticker', attachments: [{ type: 'image', payload: { url: `${graph.url}/files/sticker.png`, sticker_id: 369239263222822 } }] },
      },
      { ...from, message: { mid: 'm_kind_reel', attachments: [{ type: 'reel', payload: { url: 'https://www.facebook.com/reel/123', reel_video_id: 123 } }] } },
      { ...from, message: { mid: 'm_kind_product', attachments: [{ type: 'template', payload: { product: { elements: [{ id: '1', title: 'Mug' }] } } }] } },
      { ...from, reaction: { mid: 'm_kind_quick', action: 'react', reaction: 'love', emoji: '❤' } },
      { ...from, message: { mid: 'm_kind_empty' } },
      { ...from, read: { watermark: Date.now() } },
    ];
    const raw = delivery(events)
      .replace(/"sender":\{"id":0\}/g, `"sender":{"id":${bigPsid}}`)
      .replace(/"recipient":\{"id":0\}/g, `"recipient":{"id":${PAGE_ID}}`);
    expect((await post(raw, sign(raw))).status).toBe(200);
    const { dataSource } = server.parley.database;
    // Stored as it came, save the read receipt, which is about messages and not one.
    const stored: { n: number }[] = await dataSource.query(
      `SELECT count(*)::int AS n FROM platform_event WHERE platform_id = $1 AND payload->'sender'->>'id' = $2`,
      [platform.id, bigPsid],
    );
    expect(stored[0]!.n).toBe(events.length - 1);
    const conversation = await until(async () => {
      const [identity]: { customer_id: string }[] = await dataSource.query(
        'SELECT customer_id FROM platform_identity WHERE platform_id = $1 AND external_id = $2',
        [platform.id, bigPsid],
      );
      return identity ? (await facebookConversations()).find((c) => c.customer[0]?.id === identity.customer_id) : undefined;
    }, 'the conversation of the numeric id');
    const quick = await waitForMessage(conversation.id, (m) => m.meta.content === 'Yes please', 'the quick reply');
    expect(quick.meta.postback).toEqual({ payload: 'CONFIRM_ORDER' });
    const location = await waitForMessage(conversation.id, (m) => m.meta.type === 22, 'the location');
    expect(location.meta).toEqual({
      type: 22,
      location: { latitude: 22.2871, longitude: 114.1617, title: 'Central Pier 7' },
      platformTime: expect.any(Number),
    });
    await waitForMessage(conversation.id, (m) => m.meta.content === 'Spring sale\nhttps://shop.example/sale', 'the shared link');
    await waitForMessage(conversation.id, (m) => m.meta.type === 3 && m.meta.file?.name === 'sticker.png', 'the sticker');
    await waitForMessage(conversation.id, (m) => m.meta.content === 'https://www.facebook.com/reel/123', 'the reel');
    const kinds = async () =>
      (await history(conversation.id)).flatMap((m) => (m.meta.type === 23 ? [(m.meta as { unsupported?: { kind: string } }).unsupported?.kind] : []));
    await until(async () => ((await kinds()).length === 3 ? true : undefined), 'three unsupported notices');
    expect((await kinds()).sort()).toEqual(['message', 'reaction', 'template']);
    // Clients cannot send these: they come only from platforms.
    const forged = await w.http.post(
      '/api/message/send',
      { conversationId: conversation.id, meta: { type: 22, location: { latitude: 0, longitude: 0 } } },
      w.owner.creds,
    );
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.body)).toContain('Locations and unsupported-message notices come only from messaging platforms');
  });
});
