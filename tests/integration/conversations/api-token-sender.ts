import { databaseVariants } from '../../support/databases';
import type { TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, setUpWorkspace, type TestWorkspace } from '../../factories/conversation';

/**
 * Issue 50.11: a message an API token sends carries the token's name (meta.senderName), so the
 * console names it instead of a generic "Chat bot"; nobody else can set that name.
 */
describe.each(databaseVariants())('API token messages are signed with the token name on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  it('names the token on its messages, in the answer, the history and GraphQL; a name an agent or visitor sends is dropped', async () => {
    const created = await w.http.post<{ token: string; secret: string }>(
      '/api/admin/apiToken/create',
      { name: 'Order bot', permissions: ['allConversations'] },
      w.owner.creds,
    );
    const bot = { token: `${created.body.data!.token}.${created.body.data!.secret}` };
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);

    const sent = await w.http.post<{ id: string; senderType: string; meta: { senderName?: string } }>(
      '/api/message/send',
      { conversationId: conversation.id, meta: { type: 1, content: 'Your order has shipped.', senderName: 'Someone else' } },
      bot,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ senderType: 'autoMessage', meta: { senderName: 'Order bot' } });

    const byAgent = await w.http.post<{ meta: Record<string, unknown> }>(
      '/api/message/send',
      { conversationId: conversation.id, meta: { type: 1, content: 'Hi', senderName: 'Order bot' } },
      w.owner.creds,
    );
    expect(byAgent.status).toBe(200);
    expect(byAgent.body.data!.meta.senderName).toBeUndefined();
    const byVisitor = await w.http.post<{ meta: Record<string, unknown> }>(
      '/api/message/send',
      { conversationId: conversation.id, meta: { type: 1, content: 'Thanks', senderName: 'Order bot' } },
      visitor.creds,
    );
    expect(byVisitor.body.data!.meta.senderName).toBeUndefined();

    const listed = (await history(w.http, w.owner.creds, conversation.id)).body.data as unknown as { id: string; meta: { senderName?: string } }[];
    const messages = Array.isArray(listed) ? listed : ((listed as unknown as { messages: typeof listed }).messages ?? []);
    expect(messages.find((m) => m.id === sent.body.data!.id)?.meta.senderName).toBe('Order bot');
    const gql = await w.http.graphql<{ messages: { messages: { id: string; meta: { senderName?: string } }[] } }>(
      'query($c: ID!) { messages(conversationId: $c) { messages { id meta } } }',
      { c: conversation.id },
      w.owner.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.messages.messages.find((m) => m.id === sent.body.data!.id)?.meta.senderName).toBe('Order bot');
  });
});
