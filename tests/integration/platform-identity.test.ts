import { createHmac } from 'node:crypto';
import { sha256 } from '../../server/src/auth/tokens';
import { PlatformCustomersWithoutRefId1795740000000 } from '../../server/src/db/migrations/1795740000000-PlatformCustomersWithoutRefId';
import { runPlatformInbound } from '../../server/src/modules/platform/platform-inbound.job';
import { databaseVariants } from '../support/databases';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph';
import { startTestServer, type TestServer } from '../support/server';
import { setUpWorkspace, type ConversationJson, type MessageJson, type TestWorkspace } from '../factories/conversation';
import { until } from '../support/until';

interface PlatformJson {
  id: string;
  type: string;
  webhookSecret: string | null;
  liveChatWebhook: string | null;
}
interface CustomerJson {
  id: string;
  refId: string | null;
  displayName: string;
  platformReference: { platform: string; reference: string } | null;
}

const APP_SECRET = 'fb-app-secret-identity';
const PAGE_ID = '5566778899';
const PSID = '13579246801';
const CHANNEL = 'wa-852-5550-9876';
const PHONE = '85261234567';

describe.each(databaseVariants())('platform customers apart from widget refIds on $name', (variant) => {
  let server: TestServer;
  let graph: FakeGraph;
  let w: TestWorkspace;
  let facebook: PlatformJson;
  let provider: PlatformJson;

  const init = (refId: string) => w.http.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey: w.appKey, refId });
  const conversations = async (source: string) =>
    (await w.http.get<ConversationJson[]>('/api/conversation?status=open&filter=all', w.owner.creds)).body.data!.filter((c) => c.source === source);
  // What was written (the server's own notices, e.g. an agent's reply assigning them, left out).
  const history = async (id: string) =>
    [...(await w.http.get<MessageJson[]>(`/api/conversation/${id}/message?size=50`, w.owner.creds)).body.data!]
      .reverse()
      .filter((m) => m.senderType !== 'system');
  const customer = async (id: string) => (await w.http.get<CustomerJson[]>(`/api/customer/get?userId=${id}`, w.owner.creds)).body.data![0]!;
  const deliverFacebook = (mid: string, text: string) => {
    const raw = JSON.stringify({
      object: 'page',
      entry: [
        { id: PAGE_ID, time: Date.now(), messaging: [{ sender: { id: PSID }, recipient: { id: PAGE_ID }, timestamp: Date.now(), message: { mid, text } }] },
      ],
    });
    return fetch(`${server.url}/webhooks/facebook/${facebook.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}` },
      body: raw,
    });
  };
  const deliverWhatsApp = (eventId: string, text: string) => {
    const raw = JSON.stringify({
      eventId,
      channelId: CHANNEL,
      timestamp: Date.now(),
      customer: { id: PHONE, name: 'Wong Siu Ming' },
      message: { type: 'text', text },
    });
    return fetch(provider.liveChatWebhook!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-provider-signature-256': `sha256=${createHmac('sha256', provider.webhookSecret!).update(raw).digest('hex')}`,
      },
      body: raw,
    });
  };

  beforeAll(async () => {
    graph = await startFakeGraph({ [PSID]: 'Mei Chan' });
    // Its own server (not a group's, tests/support/shared-server.ts): its fake Graph API (FACEBOOK_GRAPH_URL) and fast job polling.
    server = await startTestServer(variant, { FACEBOOK_GRAPH_URL: graph.url, JOBS_POLL_SECONDS: '0.5' });
    w = await setUpWorkspace(server.parley, server.url);
    const fb = await w.http.post<PlatformJson[]>('/api/admin/setting/externalPlatform/facebook/create', {}, w.owner.creds);
    facebook = fb.body.data!.find((p) => p.type === 'facebook')!;
    await w.http.post('/api/admin/setting/externalPlatform/facebook/update', { id: facebook.id, appSecret: APP_SECRET }, w.owner.creds);
    await w.http.post(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: facebook.id, pageId: PAGE_ID, name: 'Acme', accessToken: 'EAAB-page-token' },
      w.owner.creds,
    );
    const sanuker = await w.http.post<PlatformJson[]>('/api/admin/setting/externalPlatform/sanuker/create', {}, w.owner.creds);
    provider = sanuker.body.data!.find((p) => p.type === 'sanuker')!;
    const channel = await w.http.post(
      '/api/admin/setting/externalPlatform/sanuker/channel/updateOrCreate',
      { id: provider.id, channelId: CHANNEL, name: 'Hotline', platformType: 'whatsapp' },
      w.owner.creds,
    );
    expect(channel.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await graph?.close();
  });

  it("refuses a Facebook customer's old-style refId at /api/init, and no refId of theirs opens their conversation", async () => {
    expect((await deliverFacebook('m_identity_1', 'My order number is 4411')).status).toBe(200);
    const [conversation] = await until(async () => {
      const found = await conversations('facebook');
      return found.length ? found : null;
    }, 'the facebook conversation');
    const customerId = conversation!.customer[0]!.id;
    await w.http.post('/api/message/send', { conversationId: conversation!.id, meta: { type: 1, content: 'Thanks Mei, looking it up' } }, w.owner.creds);

    // Agents tell the customer apart by their name on Facebook; the customer has no widget identity.
    expect(await customer(customerId)).toMatchObject({ refId: null, platformReference: { platform: 'facebook', reference: 'Mei Chan' } });
    const gql = await w.http.graphql<{ customer: { refId: string | null; platformReference: { platform: string; reference: string } | null } }>(
      'query($id: ID!) { customer(id: $id) { refId platformReference { platform reference } } }',
      { id: customerId },
      w.owner.creds,
    );
    expect(gql.data?.customer).toEqual({ refId: null, platformReference: { platform: 'facebook', reference: 'Mei Chan' } });

    for (const refId of [`facebook:${facebook.id}:${PSID}`, `Facebook:${facebook.id}:${PSID}`, `sanuker:${provider.id}:x`]) {
      const refused = await init(refId);
      expect([refId, refused.status]).toEqual([refId, 400]);
      expect(JSON.stringify(refused.body)).toContain('This refId is reserved for customers of messaging platforms');
    }

    // Old data: a platform customer that still holds some refId is never matched by it (nor duplicated).
    await server.parley.database.dataSource.query('UPDATE customer SET ref_id = $2 WHERE id = $1', [customerId, 'crm-mei']);
    const stillRefused = await init('crm-mei');
    expect(stillRefused.status).toBe(400);
    const [{ n }]: { n: string }[] = await server.parley.database.dataSource.query(
      'SELECT count(*) AS n FROM customer WHERE workspace_id = $1 AND ref_id = $2',
      [w.workspaceId, 'crm-mei'],
    );
    expect(Number(n)).toBe(1);
    await server.parley.database.dataSource.query('UPDATE customer SET ref_id = NULL WHERE id = $1', [customerId]);

    // Agents cannot give a platform customer a refId, nor anyone a reserved one (REST and GraphQL).
    const onPlatform = await w.http.post('/api/admin/customer/update', { userId: customerId, refId: 'crm-mei' }, w.owner.creds);
    expect(onPlatform.status).toBe(400);
    expect(JSON.stringify(onPlatform.body)).toContain('A customer of a messaging platform cannot have a refId');
    const visitor = await init('identity-visitor-1');
    const reserved = await w.http.graphql(
      'mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { id } }',
      { input: { id: visitor.body.data!.user.userId, refId: `whatsapp:${provider.id}:${PHONE}` } },
      w.owner.creds,
    );
    expect(reserved.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await customer(visitor.body.data!.user.userId)).refId).toBe('identity-visitor-1');
    expect((await history(conversation!.id)).map((m) => m.meta.content)).toEqual(['My order number is 4411', 'Thanks Mei, looking it up']);
  });

  it("a visitor who claimed a WhatsApp user's refId first never receives that user's messages", async () => {
    const claimed = `whatsapp:${provider.id}:${PHONE}`;
    expect((await init(claimed)).status).toBe(400);

    // Old data: a widget customer that took the look-alike refId before it was reserved.
    const squatter = await init('identity-squatter');
    expect(squatter.status).toBe(200);
    const squatterId = squatter.body.data!.user.userId;
    const squatterCreds = { token: squatter.body.data!.token };
    await server.parley.database.dataSource.query('UPDATE customer SET ref_id = $2 WHERE id = $1', [squatterId, claimed]);

    expect((await deliverWhatsApp('evt-identity-1', 'Is my parcel here?')).status).toBe(200);
    const [conversation] = await until(async () => {
      const found = await conversations('whatsapp');
      return found.length ? found : null;
    }, 'the whatsapp conversation');
    const customerId = conversation!.customer[0]!.id;
    expect(customerId).not.toBe(squatterId);
    expect(await customer(customerId)).toMatchObject({
      refId: null,
      displayName: 'Wong Siu Ming',
      platformReference: { platform: 'whatsapp', reference: `+${PHONE}` },
    });
    await w.http.post('/api/message/send', { conversationId: conversation!.id, meta: { type: 1, content: 'It arrives tomorrow' } }, w.owner.creds);
    // The next delivery goes to the same customer and conversation, still not the squatter's.
    await deliverWhatsApp('evt-identity-2', 'Thank you');
    await until(async () => (await history(conversation!.id)).some((m) => m.meta.content === 'Thank you'), 'the second message');

    const own = await w.http.get<ConversationJson[]>('/api/conversation?status=open', squatterCreds);
    expect(own.status).toBe(200);
    expect(own.body.data!.map((c) => c.id)).not.toContain(conversation!.id);
    const read = await w.http.get(`/api/conversation/${conversation!.id}/message?size=50`, squatterCreds);
    expect([403, 404]).toContain(read.status);
    expect(JSON.stringify(read.body)).not.toContain('parcel');
    const write = await w.http.post('/api/message/send', { conversationId: conversation!.id, meta: { type: 1, content: 'hijack' } }, squatterCreds);
    expect([403, 404]).toContain(write.status);

    // The customer report names platform customers the way the console does, in the reference column.
    const report = await fetch(`${server.url}/api/admin/report/customer/download`, { headers: { authorization: `Bearer ${w.owner.creds.token}` } });
    const csv = await report.text();
    expect(csv).toContain(`WhatsApp +${PHONE}`);
    expect(csv).toContain('Facebook: Mei Chan');
    expect(csv).not.toContain(`facebook:${facebook.id}`);
  });

  it('two first deliveries of a new person at once make one customer, with no refId', async () => {
    const { dataSource } = server.parley.database;
    const psid = '99887766554';
    const event = (mid: string, text: string) =>
      dataSource.query(
        `INSERT INTO platform_event (workspace_id, platform_id, external_id, payload)
         SELECT workspace_id, id, $2, $3::jsonb FROM external_platform WHERE id = $1 RETURNING id`,
        [facebook.id, mid, JSON.stringify({ sender: { id: psid }, recipient: { id: PAGE_ID }, timestamp: Date.now(), message: { mid, text } })],
      ) as Promise<{ id: string }[]>;
    const [[first], [second]] = await Promise.all([event('m_race_1', 'First'), event('m_race_2', 'Second')]);
    const { config, services, bus, logger, jobs } = server.parley;
    const deps = { config, services, dataSource, bus, logger, jobs };
    await Promise.all([runPlatformInbound(deps, { eventId: first!.id }), runPlatformInbound(deps, { eventId: second!.id })]);
    const owners: { customer_id: string; ref_id: string | null }[] = await dataSource.query(
      `SELECT pi.customer_id, c.ref_id FROM platform_identity pi JOIN customer c ON c.id = pi.customer_id WHERE pi.platform_id = $1 AND pi.external_id = $2`,
      [facebook.id, psid],
    );
    expect(owners).toEqual([{ customer_id: expect.any(String), ref_id: null }]);
    const senders: { sender_id: string }[] = await dataSource.query(
      `SELECT DISTINCT sender_id FROM message WHERE workspace_id = $1 AND sender_type = 'customer' AND meta->>'content' IN ('First', 'Second')`,
      [w.workspaceId],
    );
    expect(senders).toEqual([{ sender_id: owners[0]!.customer_id }]);
    const orphans: unknown[] = await dataSource.query(
      `SELECT c.id FROM customer c WHERE c.workspace_id = $1 AND c.display_name LIKE 'Facebook %' AND NOT EXISTS (SELECT 1 FROM platform_identity pi WHERE pi.customer_id = c.id)`,
      [w.workspaceId],
    );
    expect(orphans).toEqual([]);
  });

  it('the migration clears the refIds platform customers held and ends the widget sessions opened on them', async () => {
    const ds = server.parley.database.dataSource;
    const [{ customer_id: fbCustomerId }]: { customer_id: string }[] = await ds.query(
      'SELECT customer_id FROM platform_identity WHERE platform_id = $1 AND external_id = $2',
      [facebook.id, PSID],
    );
    const fbConversation = (await conversations('facebook')).find((c) => c.customer[0]!.id === fbCustomerId);
    const [waConversation] = await conversations('whatsapp');
    const waCustomerId = waConversation!.customer[0]!.id;
    const migration = new PlatformCustomersWithoutRefId1795740000000();
    const run = async (step: 'up' | 'down') => {
      const q = ds.createQueryRunner();
      try {
        await migration[step](q);
      } finally {
        await q.release();
      }
    };
    const refIds = async () =>
      Object.fromEntries(
        (
          (await ds.query('SELECT id, ref_id FROM customer WHERE id = ANY($1::uuid[])', [[fbCustomerId, waCustomerId]])) as {
            id: string;
            ref_id: string | null;
          }[]
        ).map((r) => [r.id, r.ref_id]),
      );

    // Before: the data as the platform code used to write it, and a session the old /api/init opened on it.
    await run('down');
    expect(await refIds()).toEqual({
      [fbCustomerId]: `facebook:${facebook.id}:${PSID}`,
      // The squatter of the test above holds the WhatsApp one: down gives it to nobody else.
      [waCustomerId]: null,
    });
    const hijacker = await init('identity-hijacker');
    await ds.query('UPDATE auth_session SET subject_id = $2 WHERE token_hash = $1', [sha256(hijacker.body.data!.token), fbCustomerId]);

    await run('up');
    expect(await refIds()).toEqual({ [fbCustomerId]: null, [waCustomerId]: null });
    const hijacked = await w.http.get(`/api/conversation/${fbConversation!.id}/message?size=50`, { token: hijacker.body.data!.token });
    expect(hijacked.status).toBe(401);
    const [index] = (await ds.query(`SELECT indexname FROM pg_indexes WHERE indexname = 'platform_identity_customer'`)) as unknown[];
    expect(index).toBeDefined();
  });
});
