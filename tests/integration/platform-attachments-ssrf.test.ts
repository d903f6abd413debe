import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runPlatformInbound } from '../../server/src/modules/platform/platform-inbound.job';
import { databaseVariants } from '../support/databases';
import { FAKE_IMAGE, startFakeGraph, type FakeGraph } from '../support/fake-graph';
import { startTestServer, type TestServer } from '../support/server';
import { setUpWorkspace, type ConversationJson, type MessageJson, type TestWorkspace } from '../factories/conversation';
import { until } from '../support/until';

type Stored = MessageJson & {
  meta: MessageJson['meta'] & {
    postback?: { payload: string };
    file?: { name: string; contentType: string };
    failedAttachment?: { reason: string; kind: string; name: string };
  };
};

const APP_SECRET = 'fb-app-secret-for-ssrf-tests';
const PAGE_ID = '5550001111';
const PSID = '13572468000';
const SECRET = 'TOP-SECRET-internal-bytes';

const sign = (raw: string) => `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`;
const delivery = (messaging: Record<string, unknown>[]) => JSON.stringify({ object: 'page', entry: [{ id: PAGE_ID, time: Date.now(), messaging }] });
const messageEvent = (mid: string, message: Record<string, unknown>) => ({
  sender: { id: PSID },
  recipient: { id: PAGE_ID },
  timestamp: Date.now(),
  message: { mid, ...message },
});

/** Something only this machine reaches (a metadata service, an admin port): it counts who asks. */
async function startSecretServer(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain' }).end(SECRET);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseVariants())('platform attachments (issue 47 findings 1 and 13) on $name', (variant) => {
  let server: TestServer;
  let graph: FakeGraph;
  let secret: Awaited<ReturnType<typeof startSecretServer>>;
  let w: TestWorkspace;
  let platformId: string;

  const post = (raw: string) =>
    fetch(`${server.url}/webhooks/facebook/${platformId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) },
      body: raw,
    });
  const conversation = () =>
    until(
      async () =>
        (await w.http.get<ConversationJson[]>('/api/conversation?status=open&filter=all', w.owner.creds)).body.data!.find((c) => c.source === 'facebook'),
      'the facebook conversation',
    );
  const history = async (id: string) => [...(await w.http.get<Stored[]>(`/api/conversation/${id}/message?size=50`, w.owner.creds)).body.data!].reverse();
  const download = (messageId: string) =>
    fetch(`${server.url}/api/message/download?messageId=${messageId}`, { headers: { authorization: `Bearer ${w.owner.creds.token}` } });

  beforeAll(async () => {
    graph = await startFakeGraph({ [PSID]: 'Ada Attacker' });
    secret = await startSecretServer();
    // Private fetch off, as in production: the Graph fake is operator configuration, fetched as before.
    // Its own server (not a group's, tests/support/shared-server.ts): its fake Graph API (FACEBOOK_GRAPH_URL) and fast job polling.
    server = await startTestServer(variant, { FACEBOOK_GRAPH_URL: graph.url, JOBS_POLL_SECONDS: '0.5' });
    w = await setUpWorkspace(server.parley, server.url);
    const created = await w.http.post<{ id: string; type: string }[]>('/api/admin/setting/externalPlatform/facebook/create', {}, w.owner.creds);
    platformId = created.body.data!.find((p) => p.type === 'facebook')!.id;
    await w.http.post('/api/admin/setting/externalPlatform/facebook/update', { id: platformId, appSecret: APP_SECRET }, w.owner.creds);
    const page = await w.http.post(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: platformId, pageId: PAGE_ID, name: 'Acme', accessToken: 'EAAB-ssrf-page-token' },
      w.owner.creds,
    );
    expect(page.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await graph?.close();
    await secret?.close();
  });

  it('a signed delivery naming a local or metadata address: text and postback stored, the attachments failed with a reason, nothing fetched', async () => {
    const raw = delivery([
      messageEvent('m_ssrf', {
        text: 'Here is my receipt',
        attachments: [
          { type: 'image', payload: { url: `${secret.url}/secret` } },
          { type: 'file', payload: { url: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/' } },
          { type: 'file', payload: { url: `http://[::ffff:127.0.0.1]:${new URL(secret.url).port}/admin.pdf` } },
          { type: 'file', payload: { url: 'file:///etc/passwd' } },
        ],
      }),
      { sender: { id: PSID }, recipient: { id: PAGE_ID }, timestamp: Date.now(), postback: { title: 'Track my order', payload: 'TRACK' } },
    ]);
    expect((await post(raw)).status).toBe(200);
    const c = await conversation();
    // Each messaging event is stored in one transaction with all its parts: once its text is there, every part of it is.
    const messages = await until(async () => {
      const all = await history(c.id);
      return all.some((m) => m.meta.postback?.payload === 'TRACK') && all.some((m) => m.meta.content === 'Here is my receipt') && all;
    }, 'the delivery');
    const failed = messages.filter((m) => m.meta.failedAttachment);
    expect(failed.map((m) => m.meta.failedAttachment)).toEqual([
      { reason: 'blockedAddress', kind: 'image', name: 'secret' },
      { reason: 'blockedAddress', kind: 'file', name: 'file' },
      { reason: 'blockedAddress', kind: 'file', name: 'admin.pdf' },
      { reason: 'invalidUrl', kind: 'file', name: 'passwd' },
    ]);
    for (const m of failed) {
      expect(m.meta).toMatchObject({ type: 3, subtype: 1 });
      expect(m.meta.file).toBeUndefined();
      expect((await download(m.id)).status).toBe(404);
    }
    expect(JSON.stringify(messages)).not.toContain(SECRET);
    const files: unknown[] = await server.parley.database.dataSource.query(
      'SELECT 1 FROM message_file f JOIN message m ON m.id = f.message_id WHERE m.conversation_id = $1',
      [c.id],
    );
    expect(files).toHaveLength(0);
    expect(secret.requests).toEqual([]);

    // The GraphQL door answers the same reason.
    const gql = await w.http.graphql<{ messages: { messages: { meta: Stored['meta'] }[] } }>(
      'query ($id: ID!) { messages(conversationId: $id, size: 50) { messages { meta } } }',
      { id: c.id },
      w.owner.creds,
    );
    expect(gql.data?.messages.messages.filter((m) => m.meta.failedAttachment)).toHaveLength(4);
  });

  it('an attachment URL with a malformed %-escape is kept under its raw name; the text and the other attachment are stored', async () => {
    const { dataSource } = server.parley.database;
    const event = messageEvent('m_percent', {
      text: 'Two files',
      attachments: [
        { type: 'image', payload: { url: `${graph.url}/files/r%E9sum%ZZ.png` } },
        { type: 'image', payload: { url: `${graph.url}/files/receipt%20two.png` } },
      ],
    });
    const [{ id: eventId }]: { id: string }[] = await dataSource.query(
      `INSERT INTO platform_event (workspace_id, platform_id, external_id, payload) SELECT workspace_id, id, 'm_percent', $2::jsonb FROM external_platform WHERE id = $1 RETURNING id`,
      [platformId, JSON.stringify(event)],
    );
    const { config, services, bus, logger, jobs } = server.parley;
    // This run may reach the Graph fake on 127.0.0.1 (a test rig's ALLOW_PRIVATE_FETCH); the server itself may not.
    await runPlatformInbound({ config: { ...config, allowPrivateFetch: true }, services, dataSource, bus, logger, jobs }, { eventId });
    const c = await conversation();
    const messages = await history(c.id);
    expect(messages.find((m) => m.meta.content === 'Two files')).toBeDefined();
    const images = messages.filter((m) => m.meta.file && m.meta.subtype === 2);
    expect(images.map((m) => m.meta.file!.name)).toEqual(['r%E9sum%ZZ.png', 'receipt two.png']);
    for (const image of images) expect(Buffer.from(await (await download(image.id)).arrayBuffer()).equals(FAKE_IMAGE)).toBe(true);
  });
});
