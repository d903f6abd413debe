import { databaseVariants } from '../../support/databases';
import { startFakeReceiver, type FakeReceiver } from '../../support/fake-webhook-receiver';
import type { TestServer } from '../../support/server';
import { createConversation, history, sendText, setUpWorkspace, type TestWorkspace } from '../../factories/conversation';
import type { CustomerView } from '../../../server/src/modules/customer/customer.types';
import { webhookServer, type WebhookJson } from './webhook-env';

interface Upserted {
  created: boolean;
  customer: CustomerView;
}

describe.each(databaseVariants())('Customers for integrators on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let receiver: FakeReceiver;

  beforeAll(async () => {
    server = await webhookServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    receiver = await startFakeReceiver();
    await w.http.post('/api/admin/setting/update', { customerFields: [{ id: 'plan', type: 'text', name: { en: 'Plan' } }] }, w.owner.creds);
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  test('an API token with manageUser creates a customer by refId, then finds and updates them; by email too', async () => {
    const hook = await w.http.post<WebhookJson>(
      '/api/admin/webhook/create',
      { url: receiver.url, events: ['customer.created', 'customer.updated'] },
      w.owner.creds,
    );
    const token = await w.token(['manageUser', 'allConversations']);
    const first = await w.http.post<Upserted>(
      '/api/admin/customer/upsert',
      { refId: 'crm-1042', email: 'mei@example.com', displayName: 'Mei Chan', fields: { plan: 'gold' }, tags: ['vip'] },
      token.creds,
    );
    expect(first.status).toBe(200);
    expect(first.body.data!.created).toBe(true);
    expect(first.body.data!.customer).toMatchObject({
      refId: 'crm-1042',
      email: 'mei@example.com',
      displayName: 'Mei Chan',
      tags: expect.arrayContaining(['vip']),
    });
    expect(JSON.stringify(first.body.data!.customer.fields)).toContain('gold');
    const id = first.body.data!.customer.id;

    const again = await w.http.post<Upserted>(
      '/api/admin/customer/upsert',
      { refId: 'crm-1042', subtitle: 'Premium', fields: { plan: 'platinum' } },
      token.creds,
    );
    expect(again.body.data).toMatchObject({ created: false, customer: { id, subtitle: 'Premium', displayName: 'Mei Chan' } });
    expect(JSON.stringify(again.body.data!.customer.fields)).toContain('platinum');

    // No refId given: the email finds them, case aside.
    const byEmail = await w.http.post<Upserted>('/api/admin/customer/upsert', { email: 'MEI@example.com', displayName: 'Mei C.' }, token.creds);
    expect(byEmail.body.data).toMatchObject({ created: false, customer: { id, displayName: 'Mei C.' } });

    // The receiver was told once of the creation and once of each change, by the customer's id.
    await receiver.waitFor((all) => all.filter((r) => r.body.type === 'customer.updated').length >= 2, 'two updates');
    const created = receiver.received.filter((r) => r.body.type === 'customer.created');
    expect(created).toHaveLength(1);
    expect(created[0]!.body.data).toMatchObject({ userId: id, refId: 'crm-1042', source: 'api' });
    expect(receiver.received.filter((r) => r.body.type === 'customer.updated').every((r) => r.body.data.userId === id)).toBe(true);
    await w.http.post('/api/admin/webhook/delete', { id: hook.body.data!.id }, w.owner.creds);
  });

  test('refused without manageUser, without a refId or email, with a reserved refId; the GraphQL door does the same', async () => {
    const reader = await w.token(['allConversations']);
    const forbidden = await w.http.post('/api/admin/customer/upsert', { refId: 'crm-1' }, reader.creds);
    expect(forbidden.status).toBe(403);
    const neither = await w.http.post('/api/admin/customer/upsert', { displayName: 'Nobody' }, w.owner.creds);
    expect(neither.status).toBe(400);
    expect(neither.body.error?.reason).toBe('customer.refIdOrEmailIsRequired');
    const reserved = await w.http.post('/api/admin/customer/upsert', { refId: 'facebook:123:456' }, w.owner.creds);
    expect(reserved.status).toBe(400);
    const badEmail = await w.http.post('/api/admin/customer/upsert', { refId: 'crm-bad-email', email: 'not an email' }, w.owner.creds);
    expect(badEmail.status).toBe(400);
    // Refused fields leave no half-made customer behind.
    const retry = await w.http.post<Upserted>('/api/admin/customer/upsert', { refId: 'crm-bad-email' }, w.owner.creds);
    expect(retry.body.data!.created).toBe(true);

    const gql = await w.http.graphql<{ upsertCustomer: { created: boolean; customer: { id: string; refId: string; tags: string[] } } }>(
      'mutation($input: UpsertCustomerInput!) { upsertCustomer(input: $input) { created customer { id refId tags } } }',
      { input: { refId: 'crm-gql', displayName: 'Graph Q', tags: ['from-gql'] } },
      w.owner.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.upsertCustomer).toMatchObject({ created: true, customer: { refId: 'crm-gql', tags: expect.arrayContaining(['from-gql']) } });
  });

  test('a conversation opened for the customer carries the token’s name on its messages, which their widget shows', async () => {
    const token = await w.token(['manageUser', 'allConversations']);
    const { customer } = (await w.http.post<Upserted>('/api/admin/customer/upsert', { refId: 'crm-2001', displayName: 'Ana' }, token.creds)).body.data!;
    const conversation = await createConversation(w.http, token.creds, { customer: [customer.id] });
    const sent = await sendText(w.http, token.creds, conversation.id, 'Your order shipped');
    expect(sent.senderType).toBe('autoMessage');
    expect(sent.meta).toMatchObject({ senderName: 'integration' });
    // The customer, signing in to the widget with the same refId, reads it in their conversation.
    const visitor = await w.visitor('crm-2001');
    expect(visitor.id).toBe(customer.id);
    const seen = await history(w.http, visitor.creds, conversation.id);
    expect(
      seen.body.data!.map((m) => ({ content: (m.meta as { content?: string }).content, senderName: (m.meta as { senderName?: string }).senderName })),
    ).toContainEqual({
      content: 'Your order shipped',
      senderName: 'integration',
    });
  });
});
