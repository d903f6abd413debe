import { createHmac } from 'node:crypto';
import { runPlatformInbound } from '../../server/src/modules/platform/platform-inbound.job';
import { databaseVariants } from '../support/databases';
import { FAKE_IMAGE, startFakeGraph, type FakeGraph } from '../support/fake-graph';
import { startTestServer, type TestServer } from '../support/server';
import { setUpWorkspace, type ConversationJson, type MessageJson, type TestWorkspace } from '../factories/conversation';
import { until } from '../support/until';

interface PlatformJson {
  id: string;
  type: string;
  appSecretHint: string | null;
  verifyToken: string | null;
  webhookUrl: string | null;
  pages: { pageId: string; name: string; accessTokenHint: string; responseWindowHours: number; tags: { tag: string }[] }[];
}
type Delivered = MessageJson & {
  meta: MessageJson['meta'] & { delivery?: { status: string; reason?: string; externalId?: string }; postback?: { payload: string } };
};

const APP_SECRET = 'fb-app-secret-for-tests';
const PAGE_ID = '1029384756';
const PAGE_TOKEN = 'EAAB-page-token-one';
const PSID = '24680135790';

/** A page delivery exactly as Facebook shapes it. */
function delivery(messaging: Record<string, unknown>[]): string {
  return JSON.stringify({ object: 'page', entry: [{ id: PAGE_ID, time: Date.now(), messaging }] });
}
const textEvent = (mid: string, text: string, sender = PSID) => ({
  sender: { id: sender },
  recipient: { id: PAGE_ID },
  timestamp: Date.now(),
  message: { mid, text },
});
const sign = (raw: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe.each(databaseVariants())('Facebook page messaging on $name', (variant) => {
  let server: TestServer;
  let graph: FakeGraph;
  let w: TestWorkspace;
  let platform: PlatformJson;

  const post = (raw: string, signature?: string, id = platform.id) =>
    fetch(`${server.url}/webhooks/facebook/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
      body: raw,
    });
  const facebookConversations = async () =>
    (await w.http.get<ConversationJson[]>('/api/conversation?status=open&filter=all', w.owner.creds)).body.data!.filter((c) => c.source === 'facebook');
  const history = async (id: string) => [...(await w.http.get<Delivered[]>(`/api/conversation/${id}/message?size=50`, w.owner.creds)).body.data!].reverse();
  const waitForMessage = async (conversationId: string, match: (m: Delivered) => boolean, what: string) =>
    until(async () => (await history(conversationId)).find(match), what);

  beforeAll(async () => {
    graph = await startFakeGraph({ [PSID]: 'Mei Chan' });
    // The Graph fake's attachment files are on 127.0.0.1: this rig lets the server fetch them.
    // Its own server (not a group's, tests/support/shared-server.ts): its fake Graph API (FACEBOOK_GRAPH_URL) and fast job polling.
    server = await startTestServer(variant, { FACEBOOK_GRAPH_URL: graph.url, JOBS_POLL_SECONDS: '0.5', ALLOW_PRIVATE_FETCH: '1' });
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(async () => {
    await server?.close();
    await graph?.close();
  });

  it('connects a page: generated verify token, callback URL, secrets answered only as hints, for managers only', async () => {
    const created = await w.http.post<PlatformJson[]>('/api/admin/setting/externalPlatform/facebook/create', {}, w.owner.creds);
    expect(created.status).toBe(200);
    platform = created.body.data!.find((p) => p.type === 'facebook')!;
    expect(platform.verifyToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(platform.webhookUrl).toMatch(new RegExp(`/webhooks/facebook/${platform.id}$`));
    expect(platform.appSecretHint).toBe('');

    const empty = await w.http.post('/api/admin/setting/externalPlatform/facebook/update', { id: platform.id, appSecret: ' ' }, w.owner.creds);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Please input AppSecret');
    const set = await w.http.post<PlatformJson[]>(
      '/api/admin/setting/externalPlatform/facebook/update',
      { id: platform.id, appSecret: APP_SECRET },
      w.owner.creds,
    );
    expect(set.body.data![0]!.appSecretHint).toBe('…ests');

    const noToken = await w.http.post(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: platform.id, pageId: PAGE_ID, name: 'Acme' },
      w.owner.creds,
    );
    expect(noToken.status).toBe(400);
    // The token is asked of Facebook before it is saved: refused, or another page's, it is not kept.
    graph.pageTokens.set(PAGE_TOKEN, { id: PAGE_ID, name: 'Acme' });
    graph.pageTokens.set('EAAB-page-token-two', { id: PAGE_ID, name: 'Acme' });
    graph.pageTokens.set('EAAB-other-page', { id: '5550001', name: 'Other shop' });
    const connect = (accessToken: string) =>
      w.http.post<PlatformJson[]>(
        '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
        { id: platform.id, pageId: PAGE_ID, name: 'Acme', accessToken },
        w.owner.creds,
      );
    const refused = await connect('EAAB-expired');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Facebook did not accept this page access token: Invalid OAuth access token');
    const otherPage = await connect('EAAB-other-page');
    expect(otherPage.status).toBe(400);
    expect(JSON.stringify(otherPage.body)).toContain('This access token is for the page Other shop (5550001), not this one');
    const listed = await w.http.get<PlatformJson[]>('/api/admin/setting/externalPlatform', w.owner.creds);
    expect(listed.body.data!.find((p) => p.id === platform.id)!.pages).toEqual([]);

    const page = await w.http.post<PlatformJson[]>(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: platform.id, pageId: PAGE_ID, name: 'Acme', accessToken: PAGE_TOKEN, tags: [{ tag: 'HUMAN_AGENT', name: 'Human agent', description: '' }] },
      w.owner.creds,
    );
    expect(page.status).toBe(200);
    expect(page.body.data![0]!.pages).toEqual([
      {
        pageId: PAGE_ID,
        name: 'Acme',
        accessTokenHint: '…-one',
        responseWindowHours: 24,
        tags: [{ tag: 'HUMAN_AGENT', name: 'Human agent', description: '' }],
      },
    ]);
    expect(JSON.stringify(page.body)).not.toContain(PAGE_TOKEN);
    expect(JSON.stringify(page.body)).not.toContain(APP_SECRET);

    const agent = await w.agent(['allConversations']);
    expect((await w.http.get('/api/admin/setting/externalPlatform', agent.creds)).status).toBe(403);
    // The GraphQL twin answers the same list.
    const gql = await w.http.graphql<{ externalPlatforms: PlatformJson[] }>(
      '{ externalPlatforms { id type appSecretHint verifyToken webhookUrl pages { pageId name accessTokenHint responseWindowHours tags { tag name description } } } }',
      {},
      w.owner.creds,
    );
    expect(gql.data?.externalPlatforms).toEqual(
      page.body.data!.map(({ id, type, appSecretHint, verifyToken, webhookUrl, pages }) => ({ id, type, appSecretHint, verifyToken, webhookUrl, pages })),
    );
    const bad = await w.http.graphql('mutation { retryMessageDelivery(messageId: "nope") }', {}, w.owner.creds);
    expect(bad.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers the subscription check with the challenge only for the right verify token', async () => {
    const check = (token: string, id = platform.id) =>
      fetch(`${server.url}/webhooks/facebook/${id}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`);
    const ok = await check(platform.verifyToken!);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    expect((await check('wrong')).status).toBe(403);
    expect((await check(platform.verifyToken!, 'not-a-uuid')).status).toBe(403);
    expect((await check(platform.verifyToken!, '00000000-0000-4000-8000-000000000000')).status).toBe(403);
  });

  it('refuses deliveries with a missing or wrong signature and stores nothing', async () => {
    const raw = delivery([textEvent('m_unsigned', 'should not be stored')]);
    expect((await post(raw)).status).toBe(403);
    expect((await post(raw, sign(raw, 'another-secret'))).status).toBe(403);
    expect((await post(raw, 'sha256=zz')).status).toBe(403);
    const [{ n }]: { n: string }[] = await server.parley.database.dataSource.query('SELECT count(*) AS n FROM platform_event WHERE platform_id = $1', [
      platform.id,
    ]);
    expect(Number(n)).toBe(0);
    // A signed body that is not JSON: a clear 400, not a 500.
    expect((await post('not json', sign('not json'))).status).toBe(400);
  });

  it('stores a page message as the customer (named from their profile) in a facebook conversation, once however often it is delivered', async () => {
    const raw = delivery([textEvent('m_hello_1', 'Hello from Messenger')]);
    const answered = await post(raw, sign(raw));
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe('EVENT_RECEIVED');
    const conversation = await until(async () => (await facebookConversations())[0], 'the facebook conversation');
    const first = await waitForMessage(conversation.id, (m) => m.meta.content === 'Hello from Messenger', 'the message');
    expect(first.senderType).toBe('customer');
    const customer = await w.http.get<{ displayName: string }[]>(`/api/customer/get?userId=${first.senderId}`, w.owner.creds);
    expect(customer.body.data?.[0]).toMatchObject({ displayName: 'Mei Chan' });

    // Facebook retries the same delivery; then a new one comes: the retry was stored once.
    expect((await post(raw, sign(raw))).status).toBe(200);
    const next = delivery([textEvent('m_hello_2', 'Are you there?')]);
    await post(next, sign(next));
    await waitForMessage(conversation.id, (m) => m.meta.content === 'Are you there?', 'the second message');
    const messages = await history(conversation.id);
    expect(messages.filter((m) => m.meta.content === 'Hello from Messenger')).toHaveLength(1);
    expect(await facebookConversations()).toHaveLength(1);
  });

  it('a delivery read by two runs at once (a retried job, another node) becomes one message', async () => {
    const [conversation] = await facebookConversations();
    const { dataSource } = server.parley.database;
    const [{ id: eventId }]: { id: string }[] = await dataSource.query(
      `INSERT INTO platform_event (workspace_id, platform_id, external_id, payload)
       SELECT workspace_id, id, 'm_twice', $2::jsonb FROM external_platform WHERE id = $1 RETURNING id`,
      [platform.id, JSON.stringify(textEvent('m_twice', 'Read twice'))],
    );
    const { config, services, bus, logger, jobs } = server.parley;
    const deps = { config, services, dataSource, bus, logger, jobs };
    await Promise.all([runPlatformInbound(deps, { eventId }), runPlatformInbound(deps, { eventId })]);
    await runPlatformInbound(deps, { eventId });
    expect((await history(conversation!.id)).filter((m) => m.meta.content === 'Read twice')).toHaveLength(1);
  });

  it('stores an image (downloaded into our storage) and a postback', async () => {
    const [conversation] = await facebookConversations();
    const raw = delivery([
      { ...textEvent('m_image', ''), message: { mid: 'm_image', attachments: [{ type: 'image', payload: { url: `${graph.url}/files/receipt.png` } }] } },
      { sender: { id: PSID }, recipient: { id: PAGE_ID }, timestamp: Date.now(), postback: { title: 'Track my order', payload: 'TRACK_ORDER' } },
    ]);
    expect((await post(raw, sign(raw))).status).toBe(200);
    const image = await waitForMessage(conversation!.id, (m) => m.meta.type === 3, 'the image');
    expect(image.meta).toMatchObject({ subtype: 2, file: { name: 'receipt.png', contentType: 'image/png', previewDimension: { width: 120, height: 80 } } });
    const file = await fetch(`${server.url}/api/message/download?messageId=${image.id}`, { headers: { authorization: `Bearer ${w.owner.creds.token}` } });
    expect(Buffer.from(await file.arrayBuffer()).equals(FAKE_IMAGE)).toBe(true);
    const postback = await waitForMessage(conversation!.id, (m) => m.meta.postback?.payload === 'TRACK_ORDER', 'the postback');
    expect(postback.meta.content).toBe('Track my order');
  });

  it('sends a reply inside the window as RESPONSE with the page token, and records it as sent', async () => {
    const [conversation] = await facebookConversations();
    const before = graph.sent.length;
    const sent = await w.http.post<Delivered>(
      '/api/message/send',
      { conversationId: conversation!.id, meta: { type: 1, content: 'Hi Mei, how can I help?' } },
      w.owner.creds,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data!.meta.delivery).toEqual({ status: 'pending' });
    const [call] = (await graph.waitForSends(before + 1)).slice(before);
    expect(call).toMatchObject({
      accessToken: PAGE_TOKEN,
      body: { recipient: { id: PSID }, messaging_type: 'RESPONSE', message: { text: 'Hi Mei, how can I help?' } },
    });
    const done = await waitForMessage(conversation!.id, (m) => m.id === sent.body.data!.id && m.meta.delivery?.status === 'sent', 'sent');
    expect(done.meta.delivery?.externalId).toMatch(/^m_sent_/);
    // Internal notes stay here.
    await w.http.post('/api/message/send', { conversationId: conversation!.id, internal: true, meta: { type: 1, content: 'VIP' } }, w.owner.creds);
    const marker = await w.http.post<Delivered>('/api/message/send', { conversationId: conversation!.id, meta: { type: 1, content: 'marker' } }, w.owner.creds);
    await graph.waitForSends(before + 2);
    expect(graph.sent.slice(before).map((s) => (s.body as { message: { text: string } }).message.text)).toEqual(['Hi Mei, how can I help?', 'marker']);
    expect(marker.status).toBe(200);
  });

  it('outside the window asks for a message tag, then sends with MESSAGE_TAG', async () => {
    const [conversation] = await facebookConversations();
    const rules = async () =>
      (
        await w.http.graphql<{ replyRules: { platformType: string; channelName: string; windowOpen: boolean; messageTags: { tag: string }[] } | null }>(
          'query($id: ID!) { replyRules(conversationId: $id) { platformType channelName windowOpen messageTags { tag } } }',
          { id: conversation!.id },
          w.owner.creds,
        )
      ).data?.replyRules;
    expect(await rules()).toEqual({ platformType: 'facebook', channelName: 'Acme', windowOpen: true, messageTags: [{ tag: 'HUMAN_AGENT' }] });
    await server.parley.database.dataSource.query(
      "UPDATE message SET created_at = now() - interval '2 days' WHERE conversation_id = $1 AND sender_type = 'customer'",
      [conversation!.id],
    );
    expect((await rules())?.windowOpen).toBe(false);
    const refused = await w.http.post(
      '/api/message/send',
      { conversationId: conversation!.id, meta: { type: 1, content: 'Your order shipped' } },
      w.owner.creds,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('messageTag');
    const notOffered = await w.http.post(
      '/api/message/send',
      { conversationId: conversation!.id, meta: { type: 1, content: 'Your order shipped', messageTag: 'ACCOUNT_UPDATE' } },
      w.owner.creds,
    );
    expect(notOffered.status).toBe(400);
    const before = graph.sent.length;
    const sent = await w.http.post(
      '/api/message/send',
      { conversationId: conversation!.id, meta: { type: 1, content: 'Your order shipped', messageTag: 'HUMAN_AGENT' } },
      w.owner.creds,
    );
    expect(sent.status).toBe(200);
    const [call] = (await graph.waitForSends(before + 1)).slice(before);
    expect(call!.body).toMatchObject({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT', message: { text: 'Your order shipped' } });
  });

  it('a platform error comes back as a failed message with its reason; after a token update a retry sends it', async () => {
    const [conversation] = await facebookConversations();
    // A fresh customer message opens the window again.
    const raw = delivery([textEvent('m_again', 'One more question')]);
    await post(raw, sign(raw));
    await waitForMessage(conversation!.id, (m) => m.meta.content === 'One more question', 'the new question');

    graph.failWith({ status: 400, error: { message: 'Error validating access token: Session has expired', type: 'OAuthException', code: 190 } });
    const sent = await w.http.post<Delivered>('/api/message/send', { conversationId: conversation!.id, meta: { type: 1, content: 'Answer' } }, w.owner.creds);
    const failed = await waitForMessage(conversation!.id, (m) => m.id === sent.body.data!.id && m.meta.delivery?.status === 'failed', 'the failure');
    expect(failed.meta.delivery).toMatchObject({ status: 'failed', reason: 'tokenInvalid' });
    expect(JSON.stringify(failed.meta.delivery)).toContain('Session has expired');
    // The send answered the message as it was stored (pending); the failure is a newer state of it,
    // which a client holding both keeps whichever reached it last.
    expect(sent.body.data!.meta.delivery?.status).toBe('pending');
    expect(failed.version).toBeGreaterThan(sent.body.data!.version);

    graph.failWith(null);
    await w.http.post(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: platform.id, pageId: PAGE_ID, name: 'Acme', accessToken: 'EAAB-page-token-two' },
      w.owner.creds,
    );
    const before = graph.sent.length;
    expect((await w.http.post('/api/message/retryDelivery', { messageId: sent.body.data!.id }, w.owner.creds)).status).toBe(200);
    const [call] = (await graph.waitForSends(before + 1)).slice(before);
    expect(call!.accessToken).toBe('EAAB-page-token-two');
    const retried = await waitForMessage(conversation!.id, (m) => m.id === sent.body.data!.id && m.meta.delivery?.status === 'sent', 'the retried send');
    expect(retried.version).toBeGreaterThan(failed.version);
    // Only a failed message can be retried.
    expect((await w.http.post('/api/message/retryDelivery', { messageId: sent.body.data!.id }, w.owner.creds)).status).toBe(409);
  });

  it('a delivery Facebook held back opens the window from when the customer sent it', async () => {
    const late = { ...textEvent('m_late', 'Sent two days ago', '13579'), timestamp: Date.now() - 2 * 24 * 60 * 60 * 1000 };
    const raw = delivery([late]);
    await post(raw, sign(raw));
    const conversation = await until(async () => {
      for (const c of await facebookConversations()) if ((await history(c.id)).some((m) => m.meta.content === 'Sent two days ago')) return c;
      return undefined;
    }, 'the late message');
    const rules = await w.http.graphql<{ replyRules: { windowOpen: boolean } }>(
      'query($id: ID!) { replyRules(conversationId: $id) { windowOpen } }',
      { id: conversation.id },
      w.owner.creds,
    );
    expect(rules.data?.replyRules.windowOpen).toBe(false);
  });
});
