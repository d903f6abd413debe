import { createHmac, randomBytes } from 'node:crypto';
import { keyIdOf, parseSecretsKey } from '../../server/src/common/secrets-crypto';
import { resealSecrets } from '../../server/src/db/encrypted-secrets';
import { SecretsAtRest1795742000000 } from '../../server/src/db/migrations/1795742000000-SecretsAtRest';
import { databaseVariants, type DatabaseVariant } from '../support/databases';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph';
import { api } from '../support/http';
import { TEST_SECRETS_KEY } from '../support/secrets-key';
import { startTestServer, type TestServer } from '../support/server';
import { setUpWorkspace, type ConversationJson, type MessageJson, type TestWorkspace } from '../factories/conversation';
import { until } from '../support/until';

interface PlatformJson {
  id: string;
  type: string;
  verifyToken: string | null;
  webhookSecret: string | null;
  liveChatWebhook: string | null;
}

const APP_SECRET = 'fb-app-secret-at-rest';
const PAGE_ID = '5550001111';
const PAGE_TOKEN = 'EAAB-page-token-at-rest';
const PROVIDER_TOKEN = 'provider-token-at-rest';
const PSID = '13572468';
const TEST_KEY_ID = keyIdOf(parseSecretsKey(TEST_SECRETS_KEY));

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * Issue 47 finding 11: platform secrets and tokens, page tokens, webhook secrets and API-key secrets
 * are stored sealed (enc:v1:<keyId>:…): the database alone gives none of them away, while every
 * door that needs one (webhook signatures, the Graph send, identity verification) still reads it.
 */
describe.each(databaseVariants())('secrets at rest on $name', (variant: DatabaseVariant) => {
  let graph: FakeGraph;
  let server: TestServer;
  let w: TestWorkspace;
  let facebook: PlatformJson;
  let provider: PlatformJson;
  const cleanup: (() => Promise<void>)[] = [];

  const env = () => ({ FACEBOOK_GRAPH_URL: graph.url, JOBS_POLL_SECONDS: '0.5', ALLOW_PRIVATE_FETCH: '1' });
  type Sql = <T>(text: string, params?: unknown[]) => Promise<T[]>;
  const sql: Sql = (text, params = []) => server.parley.database.dataSource.query(text, params);
  const stored = async (q: Sql = sql) => {
    const [fb] = await q<{ app_secret: string; verify_token: string }>('SELECT app_secret, verify_token FROM external_platform WHERE id = $1', [facebook.id]);
    const [page] = await q<{ access_token: string }>('SELECT access_token FROM facebook_page WHERE platform_id = $1', [facebook.id]);
    const [prov] = await q<{ access_token: string; webhook_secret: string }>('SELECT access_token, webhook_secret FROM external_platform WHERE id = $1', [
      provider.id,
    ]);
    const [key] = await q<{ secret: string }>('SELECT secret FROM api_key WHERE key = $1', [w.appKey]);
    const [report] = await q<{ value: string }>(`SELECT value #>> '{}' AS value FROM workspace_setting WHERE workspace_id = $1 AND key = 'exportKey'`, [
      w.workspaceId,
    ]);
    return {
      appSecret: fb!.app_secret,
      verifyToken: fb!.verify_token,
      pageToken: page!.access_token,
      providerToken: prov!.access_token,
      webhookSecret: prov!.webhook_secret,
      apiKeySecret: key!.secret,
      reportPassword: report!.value,
    };
  };
  /** Restarts on the same data with these extra variables (the previous server stopped first). */
  const restart = async (extra: Record<string, string> = {}) => {
    const before = server;
    await before.stop();
    // Its own server (not a group's, tests/support/shared-server.ts): it restarts its server with other secrets keys.
    server = await startTestServer(variant, { ...env(), ...extra }, { dataDir: before.dataDir, databaseUrl: before.databaseUrl, drop: () => before.close() });
    w = { ...w, http: api(server.url) };
  };

  const delivery = (mid: string, text: string) =>
    JSON.stringify({
      object: 'page',
      entry: [
        { id: PAGE_ID, time: Date.now(), messaging: [{ sender: { id: PSID }, recipient: { id: PAGE_ID }, timestamp: Date.now(), message: { mid, text } }] },
      ],
    });
  const postFacebook = (raw: string, secret: string) =>
    fetch(`${server.url}/webhooks/facebook/${facebook.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${hmac(secret, raw)}` },
      body: raw,
    });
  const postProvider = (eventId: string, secret: string) => {
    const raw = JSON.stringify({
      eventId,
      channelId: 'wa-at-rest',
      timestamp: Date.now(),
      customer: { id: '85290000000', name: 'Wong' },
      message: { type: 'text', text: 'hi' },
    });
    return fetch(provider.liveChatWebhook!.replace(/^https?:\/\/[^/]+/, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-provider-signature-256': `sha256=${hmac(secret, raw)}` },
      body: raw,
    });
  };
  const reportPassword = async () => (await w.http.get<{ exportKey: string }>('/api/admin/setting', w.owner.creds)).body.data!.exportKey;
  const initVisitor = (refId: string, refIdHash: string) => w.http.post('/api/init', { type: 'customer', appKey: w.appKey, refId, refIdHash });
  const facebookConversation = async () =>
    (await w.http.get<ConversationJson[]>('/api/conversation?status=open&filter=all', w.owner.creds)).body.data!.find((c) => c.source === 'facebook');

  /** The whole chain each secret serves, through the doors that read it. */
  async function productWorks(
    secrets: { appSecret: string; pageToken: string; apiKeySecret: string; webhookSecret: string; reportPassword: string },
    n: number,
  ) {
    expect(await reportPassword()).toBe(secrets.reportPassword);
    const check = await fetch(
      `${server.url}/webhooks/facebook/${facebook.id}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(facebook.verifyToken!)}&hub.challenge=4242`,
    );
    expect([check.status, await check.text()]).toEqual([200, '4242']);
    const raw = delivery(`m_rest_${n}`, `Where is my parcel ${n}?`);
    expect((await postFacebook(raw, 'not-the-app-secret')).status).toBe(403);
    expect((await postFacebook(raw, secrets.appSecret)).status).toBe(200);
    const conversation = await until(facebookConversation, 'the Facebook conversation');
    await until(
      async () =>
        (await w.http.get<MessageJson[]>(`/api/conversation/${conversation.id}/message?size=50`, w.owner.creds)).body.data!.some(
          (m) => m.meta.content === `Where is my parcel ${n}?`,
        ),
      'the delivered message',
    );
    const before = graph.sent.length;
    const sent = await w.http.post('/api/message/send', { conversationId: conversation.id, meta: { type: 1, content: `On its way ${n}` } }, w.owner.creds);
    expect(sent.status).toBe(200);
    const [call] = (await graph.waitForSends(before + 1)).slice(before);
    expect(call!.accessToken).toBe(secrets.pageToken);
    expect((await initVisitor('crm-at-rest', hmac(secrets.apiKeySecret, 'crm-at-rest'))).status).toBe(200);
    expect((await initVisitor('crm-at-rest', hmac('another-secret', 'crm-at-rest'))).status).toBe(403);
    expect((await postProvider(`evt-bad-${n}`, 'not-the-webhook-secret')).status).toBe(403);
    expect((await postProvider(`evt-${n}`, secrets.webhookSecret)).status).toBe(200);
  }

  beforeAll(async () => {
    graph = await startFakeGraph({ [PSID]: 'Lam' });
    server = await startTestServer(variant, env());
    cleanup.push(() => server.close());
    w = await setUpWorkspace(server.parley, server.url);
    [facebook] = (
      await w.http.post<PlatformJson[]>('/api/admin/setting/externalPlatform/facebook/create', { appSecret: APP_SECRET }, w.owner.creds)
    ).body.data!;
    const page = await w.http.post(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: facebook!.id, pageId: PAGE_ID, name: 'Shop', accessToken: PAGE_TOKEN },
      w.owner.creds,
    );
    expect(page.status).toBe(200);
    provider = (await w.http.post<PlatformJson[]>('/api/admin/setting/externalPlatform/sanuker/create', {}, w.owner.creds)).body.data!.find(
      (p) => p.webhookSecret,
    )!;
    await w.http.post('/api/admin/setting/externalPlatform/sanuker/update', { id: provider.id, accessToken: PROVIDER_TOKEN }, w.owner.creds);
    await w.http.post(
      '/api/admin/setting/externalPlatform/sanuker/channel/updateOrCreate',
      { id: provider.id, channelId: 'wa-at-rest', name: 'Hotline', platformType: 'whatsapp' },
      w.owner.creds,
    );
    expect((await w.http.post('/api/admin/setting/apiKey/update', { key: w.appKey, identityVerification: true }, w.owner.creds)).status).toBe(200);
    // The report password is made the first time it is asked for.
    expect(await reportPassword()).toMatch(/\S{12,}/);
  });
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    await graph?.close();
  });

  it('stores every secret sealed with the key, and the webhooks, the Graph send and identity verification still read them', async () => {
    const apiKeySecret = (await w.http.get<{ key: string; secret: string }[]>('/api/admin/setting/apiKey', w.owner.creds)).body.data!.find(
      (k) => k.key === w.appKey,
    )!.secret;
    const password = await reportPassword();
    const raw = await stored();
    for (const [what, value] of Object.entries(raw)) {
      expect([what, value]).toEqual([what, expect.stringMatching(new RegExp(`^enc:v1:${TEST_KEY_ID}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$`))]);
    }
    const everything = JSON.stringify(raw);
    for (const secret of [APP_SECRET, PAGE_TOKEN, PROVIDER_TOKEN, facebook.verifyToken!, provider.webhookSecret!, apiKeySecret, password])
      expect(everything).not.toContain(secret);
    await productWorks({ appSecret: APP_SECRET, pageToken: PAGE_TOKEN, apiKeySecret, webhookSecret: provider.webhookSecret!, reportPassword: password }, 1);
  });

  it('seals the plaintext rows of an older database: the migration (and its down), then every start', async () => {
    const apiKeySecret = 'old-plaintext-api-key-secret';
    const writePlaintext = async (q: Sql = sql) => {
      await q(`UPDATE external_platform SET app_secret = $2 WHERE id = $1`, [facebook.id, 'old-plaintext-app-secret']);
      await q(`UPDATE facebook_page SET access_token = $2 WHERE platform_id = $1`, [facebook.id, 'EAAB-old-plaintext-token']);
      await q(`UPDATE api_key SET secret = $2 WHERE key = $1`, [w.appKey, apiKeySecret]);
      await q(`UPDATE workspace_setting SET value = to_jsonb($2::text) WHERE workspace_id = $1 AND key = 'exportKey'`, [w.workspaceId, 'old-report-password']);
    };
    // The migration's down opens every value; up seals them again (on the one connection PGlite has).
    const migration = new SecretsAtRest1795742000000();
    const runner = server.parley.database.dataSource.createQueryRunner();
    const q: Sql = (text, params = []) => runner.query(text, params);
    try {
      await migration.down(runner);
      expect(await stored(q)).toMatchObject({ verifyToken: facebook.verifyToken, webhookSecret: provider.webhookSecret });
      await writePlaintext(q);
      const before = await stored(q);
      expect(before).toMatchObject({
        appSecret: 'old-plaintext-app-secret',
        pageToken: 'EAAB-old-plaintext-token',
        apiKeySecret,
        reportPassword: 'old-report-password',
      });
      await migration.up(runner);
      const after = await stored(q);
      for (const value of Object.values(after)) expect(value).toMatch(new RegExp(`^enc:v1:${TEST_KEY_ID}:`));
    } finally {
      await runner.release();
    }
    // Plaintext written since (SQL, a node not yet upgraded) is sealed by the next start.
    await writePlaintext();
    await restart();
    const sealed = await stored();
    expect(sealed.appSecret).toMatch(/^enc:v1:/);
    expect(sealed.pageToken).toMatch(/^enc:v1:/);
    expect(sealed.apiKeySecret).toMatch(/^enc:v1:/);
    expect(sealed.reportPassword).toMatch(/^enc:v1:/);
    await productWorks(
      {
        appSecret: 'old-plaintext-app-secret',
        pageToken: 'EAAB-old-plaintext-token',
        apiKeySecret,
        webhookSecret: provider.webhookSecret!,
        reportPassword: 'old-report-password',
      },
      2,
    );
  }, 120_000);

  it('rotates: a new SECRETS_KEY with the old one as previous, `secrets:rotate` reseals everything, then the old key is refused', async () => {
    const newKey = randomBytes(32);
    await restart({ SECRETS_KEY: newKey.toString('hex'), SECRETS_KEY_PREVIOUS: TEST_SECRETS_KEY });
    // This workspace's seven secrets, and the seeded workspace's API key.
    expect(await resealSecrets(server.parley.database.dataSource.manager)).toBeGreaterThanOrEqual(7);
    for (const value of Object.values(await stored())) expect(value).toMatch(new RegExp(`^enc:v1:${keyIdOf(newKey)}:`));
    expect(await resealSecrets(server.parley.database.dataSource.manager)).toBe(0);
    await restart({ SECRETS_KEY: newKey.toString('base64') });
    await productWorks(
      {
        appSecret: 'old-plaintext-app-secret',
        pageToken: 'EAAB-old-plaintext-token',
        apiKeySecret: 'old-plaintext-api-key-secret',
        webhookSecret: provider.webhookSecret!,
        reportPassword: 'old-report-password',
      },
      3,
    );
    // A node with only the old key (or another node's generated one) refuses to start rather than fail each webhook.
    await server.stop();
    await expect(startTestServer(variant, env(), { dataDir: server.dataDir, databaseUrl: server.databaseUrl })).rejects.toThrow(/does not have/);
  }, 120_000);
});
