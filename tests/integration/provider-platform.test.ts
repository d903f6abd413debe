import { createHmac } from 'node:crypto';
import { databaseVariants } from '../support/databases';
import { startFakeProvider, type FakeProvider } from '../support/fake-provider';
import { startTestServer, type TestServer } from '../support/server';
import { setUpWorkspace, type ConversationJson, type MessageJson, type TestWorkspace } from '../factories/conversation';
import { until } from '../support/until';

interface ProviderJson {
  id: string;
  type: string;
  accessTokenHint: string | null;
  liveChatWebhook: string | null;
  sendWebhook: string | null;
  webhookSecret: string | null;
  webhookSecretHint: string | null;
  organizationId: string | null;
  channels: { channelId: string; responseWindowHours: number; templates: { key: string; params: { name: string; index: number }[] }[] }[];
}
type Delivered = MessageJson & { meta: MessageJson['meta'] & { delivery?: { status: string; reason?: string } } };

const CHANNEL = 'wa-852-5550-1234';
const TEMPLATE = {
  key: 'order_ready',
  name: 'Order ready',
  description: 'Tells the customer their order is ready',
  params: [{ name: 'order number', description: '', component: 'body', index: 0 }],
};

describe.each(databaseVariants())('provider (WhatsApp-style) platforms on $name', (variant) => {
  let server: TestServer;
  let provider: FakeProvider;
  let w: TestWorkspace;
  let platform: ProviderJson;
  let secret: string;

  const post = (body: unknown, signWith: string | null = secret) => {
    const raw = JSON.stringify(body);
    return fetch(platform.liveChatWebhook!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signWith ? { 'x-provider-signature-256': `sha256=${createHmac('sha256', signWith).update(raw).digest('hex')}` } : {}),
      },
      body: raw,
    });
  };
  const event = (eventId: string, text: string) => ({
    eventId,
    channelId: CHANNEL,
    timestamp: Date.now(),
    customer: { id: '85291234567', name: 'Chan Tai Man' },
    message: { type: 'text', text },
  });
  const whatsappConversation = async () =>
    (await w.http.get<ConversationJson[]>('/api/conversation?status=open&filter=all', w.owner.creds)).body.data!.find((c) => c.source === 'whatsapp');
  const history = async (id: string) => [...(await w.http.get<Delivered[]>(`/api/conversation/${id}/message?size=50`, w.owner.creds)).body.data!].reverse();
  const send = (conversationId: string, meta: Record<string, unknown>) => w.http.post<Delivered>('/api/message/send', { conversationId, meta }, w.owner.creds);

  beforeAll(async () => {
    provider = await startFakeProvider();
    // Its own server (not a group's, tests/support/shared-server.ts): its fake provider API (PROVIDER_API_URL) and fast job polling.
    server = await startTestServer(variant, { PROVIDER_API_URL: provider.url, JOBS_POLL_SECONDS: '0.5' });
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('creates a platform whose webhook secret is shown once, then channels with templates, all checked', async () => {
    const created = await w.http.post<ProviderJson[]>('/api/admin/setting/externalPlatform/sanuker/create', {}, w.owner.creds);
    expect(created.status).toBe(200);
    platform = created.body.data!.find((p) => p.type === 'sanuker')!;
    secret = platform.webhookSecret!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(platform.liveChatWebhook).toMatch(new RegExp(`/webhooks/provider/${platform.id}/livechat$`));
    expect(platform.sendWebhook).toBe(`${provider.url}/messages`);
    const listed = (await w.http.get<ProviderJson[]>('/api/admin/setting/externalPlatform', w.owner.creds)).body.data!.find((p) => p.id === platform.id)!;
    expect(listed.webhookSecret).toBeNull();
    expect(listed.webhookSecretHint).toBe(`…${secret.slice(-4)}`);

    const empty = await w.http.post('/api/admin/setting/externalPlatform/sanuker/update', { id: platform.id, accessToken: '  ' }, w.owner.creds);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Please input accessToken');
    await w.http.post('/api/admin/setting/externalPlatform/sanuker/update', { id: platform.id, accessToken: 'provider-token-1' }, w.owner.creds);
    const ids = await w.http.post<ProviderJson[]>(
      '/api/admin/setting/externalPlatform/sanuker/update',
      { id: platform.id, organizationId: 'org-9', projectGChannelId: 'proj-3' },
      w.owner.creds,
    );
    expect(ids.body.data!.find((p) => p.id === platform.id)).toMatchObject({ organizationId: 'org-9', accessTokenHint: '…en-1' });

    const noType = await w.http.post(
      '/api/admin/setting/externalPlatform/sanuker/channel/updateOrCreate',
      { id: platform.id, channelId: CHANNEL, name: 'Hotline', platformType: '' },
      w.owner.creds,
    );
    expect(noType.status).toBe(400);
    const badIndex = await w.http.post(
      '/api/admin/setting/externalPlatform/sanuker/channel/updateOrCreate',
      { id: platform.id, channelId: CHANNEL, name: 'Hotline', platformType: 'whatsapp', templates: [{ ...TEMPLATE, params: [{ name: 'x', index: -1 }] }] },
      w.owner.creds,
    );
    expect(badIndex.status).toBe(400);
    const channel = await w.http.post<ProviderJson[]>(
      '/api/admin/setting/externalPlatform/sanuker/channel/updateOrCreate',
      { id: platform.id, channelId: CHANNEL, name: 'Hotline', platformType: 'whatsapp', accountId: 'acct-7', namespace: 'acme_ns', templates: [TEMPLATE] },
      w.owner.creds,
    );
    expect(channel.status).toBe(200);
    expect(channel.body.data!.find((p) => p.id === platform.id)!.channels[0]).toMatchObject({
      channelId: CHANNEL,
      templates: [{ key: 'order_ready', params: [{ name: 'order number', index: 0 }] }],
    });
  });

  it('takes a response window of 0 hours and rounds a fractional param index, on REST and GraphQL (spec §5, issue 50.10)', async () => {
    const rounded = await w.http.post<ProviderJson[]>(
      '/api/admin/setting/externalPlatform/sanuker/channel/updateOrCreate',
      {
        id: platform.id,
        channelId: 'window-zero',
        name: 'Templates only',
        platformType: 'whatsapp',
        responseWindowHours: 0,
        templates: [
          {
            ...TEMPLATE,
            params: [
              { name: 'a', index: 2.6 },
              { name: 'b', index: 0.4 },
            ],
          },
        ],
      },
      w.owner.creds,
    );
    expect(rounded.status).toBe(200);
    const stored = rounded.body.data!.find((p) => p.id === platform.id)!.channels.find((c) => c.channelId === 'window-zero')!;
    expect(stored).toMatchObject({
      responseWindowHours: 0,
      templates: [
        {
          params: [
            { name: 'a', index: 3 },
            { name: 'b', index: 0 },
          ],
        },
      ],
    });
    const negative = await w.http.post(
      '/api/admin/setting/externalPlatform/sanuker/channel/updateOrCreate',
      { id: platform.id, channelId: 'window-zero', name: 'Templates only', platformType: 'whatsapp', responseWindowHours: -1 },
      w.owner.creds,
    );
    expect(negative.status).toBe(400);
    expect(negative.body.error?.message).toBe('responseWindowHours must be a whole number of hours from 0 to 8760');
    const gql = await w.http.graphql<{ saveProviderChannel: unknown }>(
      `mutation($id: ID!) { saveProviderChannel(id: $id, channelId: "window-zero", name: "Templates only", platformType: "whatsapp",
         templates: [{ key: "k", name: "n", params: [{ name: "p", index: 1.5 }] }]) { id } }`,
      { id: platform.id },
      w.owner.creds,
    );
    expect(gql.errors).toBeUndefined();
    const listed = (await w.http.get<ProviderJson[]>('/api/admin/setting/externalPlatform', w.owner.creds)).body.data!.find((p) => p.id === platform.id)!;
    expect(listed.channels.find((c) => c.channelId === 'window-zero')!.templates[0]!.params[0]!.index).toBe(2);
    await w.http.post('/api/admin/setting/externalPlatform/sanuker/channel/delete', { id: platform.id, channelId: 'window-zero' }, w.owner.creds);
  });

  it('stores a signed customer message once, in a whatsapp conversation, and refuses unsigned ones', async () => {
    expect((await post(event('evt-unsigned', 'no'), null)).status).toBe(403);
    expect((await post(event('evt-wrong', 'no'), 'not-the-secret')).status).toBe(403);
    expect((await post({ channelId: CHANNEL }, secret)).status).toBe(400);
    expect((await post(event('evt-1', 'Is my order ready?'))).status).toBe(200);
    expect((await post(event('evt-1', 'Is my order ready?'))).status).toBe(200);
    await post(event('evt-2', 'Hello?'));
    const conversation = await until(whatsappConversation, 'the whatsapp conversation');
    await until(async () => (await history(conversation.id)).some((m) => m.meta.content === 'Hello?'), 'the second message');
    expect((await history(conversation.id)).filter((m) => m.meta.content === 'Is my order ready?')).toHaveLength(1);
    const customer = await w.http.get<{ displayName: string; whatsappId: string }[]>(`/api/customer/get?userId=${conversation.customer[0]!.id}`, w.owner.creds);
    expect(customer.body.data![0]).toMatchObject({ displayName: 'Chan Tai Man', whatsappId: '85291234567' });
  });

  it('sends a reply inside the window with the token and records the channel on the customer', async () => {
    const conversation = (await whatsappConversation())!;
    const before = provider.sent.length;
    expect((await send(conversation.id, { type: 1, content: 'Yes, it is ready.' })).status).toBe(200);
    const [call] = (await provider.waitForSends(before + 1)).slice(before);
    expect(call).toEqual({
      authorization: 'Bearer provider-token-1',
      body: { channelId: CHANNEL, accountId: 'acct-7', to: '85291234567', message: { type: 'text', text: 'Yes, it is ready.' } },
    });
    const customerId = conversation.customer[0]!.id;
    const lastSent = await until(async () => {
      const c = await w.http.get<{ externalPlatformLastSent: unknown[] }[]>(`/api/customer/get?userId=${customerId}`, w.owner.creds);
      return c.body.data![0]!.externalPlatformLastSent.length ? c.body.data![0]!.externalPlatformLastSent : null;
    }, 'externalPlatformLastSent');
    expect(lastSent).toEqual([{ platformId: platform.id, channelId: CHANNEL, platformType: 'whatsapp' }]);
    const gql = await w.http.graphql<{ customer: { externalPlatformLastSent: unknown[] } }>(
      'query($id: ID!) { customer(id: $id) { externalPlatformLastSent { platformId channelId platformType } } }',
      { id: customerId },
      w.owner.creds,
    );
    expect(gql.data?.customer.externalPlatformLastSent).toEqual(lastSent);
  });

  it('outside the window only a template goes, every parameter filled; a refused token is fixed and retried', async () => {
    const conversation = (await whatsappConversation())!;
    await server.parley.database.dataSource.query(
      "UPDATE message SET created_at = now() - interval '2 days' WHERE conversation_id = $1 AND sender_type = 'customer'",
      [conversation.id],
    );
    const rules = await w.http.graphql<{ replyRules: { platformType: string; windowOpen: boolean; templates: { key: string }[] } }>(
      'query($id: ID!) { replyRules(conversationId: $id) { platformType windowOpen templates { key } } }',
      { id: conversation.id },
      w.owner.creds,
    );
    expect(rules.data?.replyRules).toEqual({ platformType: 'whatsapp', windowOpen: false, templates: [{ key: 'order_ready' }] });
    expect((await send(conversation.id, { type: 1, content: 'Plain text' })).status).toBe(400);
    const missing = await send(conversation.id, { type: 21, template: { name: 'Order ready', key: 'order_ready', displayParams: [] } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Please input order number');
    expect((await send(conversation.id, { type: 21, template: { name: 'Nope', key: 'unknown' } })).status).toBe(400);

    provider.failWith(401);
    const before = provider.sent.length;
    const sent = await send(conversation.id, {
      type: 21,
      template: { name: 'Order ready', key: 'order_ready', displayParams: [{ name: 'order number', value: 'A-1042' }] },
    });
    expect(sent.status).toBe(200);
    const [call] = (await provider.waitForSends(before + 1)).slice(before);
    expect(call!.body.message).toEqual({
      type: 'template',
      template: { key: 'order_ready', namespace: 'acme_ns', params: [{ component: 'body', index: 0, value: 'A-1042' }] },
    });
    await until(async () => (await history(conversation.id)).find((m) => m.id === sent.body.data!.id && m.meta.delivery?.status === 'failed'), 'the refusal');
    expect((await history(conversation.id)).find((m) => m.id === sent.body.data!.id)!.meta.delivery).toMatchObject({ reason: 'tokenInvalid' });

    provider.failWith(null);
    await w.http.post('/api/admin/setting/externalPlatform/sanuker/update', { id: platform.id, accessToken: 'provider-token-2' }, w.owner.creds);
    expect((await w.http.post('/api/message/retryDelivery', { messageId: sent.body.data!.id }, w.owner.creds)).status).toBe(200);
    const [again] = (await provider.waitForSends(before + 2)).slice(before + 1);
    expect(again!.authorization).toBe('Bearer provider-token-2');
    await until(async () => (await history(conversation.id)).find((m) => m.id === sent.body.data!.id && m.meta.delivery?.status === 'sent'), 'sent');

    // Later the provider reports it could not deliver it: the reply shows as failed, with the reason.
    const relay = JSON.stringify({ messageId: 'prov-' + provider.sent.length, status: 'failed', reason: 'The number is not on WhatsApp' });
    const relayed = await fetch(platform.liveChatWebhook!.replace(/livechat$/, 'relay'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-provider-signature-256': `sha256=${createHmac('sha256', secret).update(relay).digest('hex')}` },
      body: relay,
    });
    expect(relayed.status).toBe(200);
    const failed = (await history(conversation.id)).find((m) => m.id === sent.body.data!.id)!;
    expect(failed.meta.delivery).toMatchObject({ status: 'failed', reason: 'refused', detail: 'The number is not on WhatsApp' });
  });
});
