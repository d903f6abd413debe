import { databaseVariants } from '../../support/databases';
import { subscribeEvents } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, sendText, setUpWorkspace, type ConversationJson, type TestWorkspace } from '../../factories/conversation';

interface Counts {
  unassigned: number;
  me: number;
}

describe.each(databaseVariants())('a reply takes an unassigned conversation on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  const AGENT = ['allConversations'];
  const assignees = async (id: string) =>
    (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${id}`, w.owner.creds)).body.data![0]!.assignedAgent.map((a) => a.id);
  const counts = async (creds: { token?: string }) => (await w.http.get<Counts>('/api/conversation/counts', creds)).body.data!;
  /** A visitor's new web chat, as the widget opens it: nobody is assigned. */
  async function newChat() {
    const visitor = await w.visitor();
    const c = await createConversation(w.http, visitor.creds, {});
    await sendText(w.http, visitor.creds, c.id, 'Hello, is anyone there?');
    return c;
  }

  it('is on by default, and the first agent to reply is assigned, with the notice and the live change', async () => {
    const setting = await w.http.get<{ assignOnReply: boolean }>('/api/admin/setting', w.owner.creds);
    expect(setting.body.data!.assignOnReply).toBe(true);
    const alice = await w.agent(AGENT);
    const bob = await w.agent(AGENT);
    const c = await newChat();
    expect(await assignees(c.id)).toEqual([]);
    const unassignedBefore = (await counts(alice.creds)).unassigned;

    const sub = await subscribeEvents(server.url, alice.creds.token!);
    try {
      await sendText(w.http, alice.creds, c.id, 'Hi! I am Alice, how can I help?');
      expect(await assignees(c.id)).toEqual([alice.id]);
      // The pane's agent list is told at once: the change names its new agents.
      const updated = await sub.waitFor((e) => e.type === 'conversation.updated' && e.payload.id === c.id);
      expect(updated.payload).toMatchObject({ assignedAgent: [{ id: alice.id }] });
      const notice = await sub.waitFor((e) => e.type === 'message.created' && e.payload.conversationId === c.id && e.payload.senderType === 'system');
      expect(notice.payload).toMatchObject({ internal: true });
    } finally {
      await sub.close();
    }
    const after = await counts(alice.creds);
    expect(after.unassigned).toBe(unassignedBefore - 1);
    expect(after.me).toBeGreaterThanOrEqual(1);

    // A colleague replying later joins nobody's assignment: the conversation has its agent.
    await sendText(w.http, bob.creds, c.id, 'Bob here too.');
    expect(await assignees(c.id)).toEqual([alice.id]);
  });

  it('does not take it for an internal note, nor when the workspace turned it off', async () => {
    const carol = await w.agent(AGENT);
    const c = await newChat();
    await sendText(w.http, carol.creds, c.id, 'Looks like a sales question.', { internal: true });
    expect(await assignees(c.id)).toEqual([]);

    const off = await w.http.post<{ assignOnReply: boolean }>('/api/admin/setting/update', { assignOnReply: false }, w.owner.creds);
    expect(off.status).toBe(200);
    expect(off.body.data!.assignOnReply).toBe(false);
    await sendText(w.http, carol.creds, c.id, 'Hello! How can we help?');
    expect(await assignees(c.id)).toEqual([]);

    // Read and set through GraphQL too; on again, the next reply takes it.
    const gql = await w.http.graphql<{ updateAdminSetting: { assignOnReply: boolean } }>(
      'mutation { updateAdminSetting(assignOnReply: true) { assignOnReply } }',
      undefined,
      w.owner.creds,
    );
    expect(gql.data?.updateAdminSetting.assignOnReply).toBe(true);
    await sendText(w.http, carol.creds, c.id, 'Still there?');
    expect(await assignees(c.id)).toEqual([carol.id]);
  });

  it('refuses a value that is not a boolean, naming the field, and keeps the setting', async () => {
    const bad = await w.http.post('/api/admin/setting/update', { assignOnReply: 'yes' }, w.owner.creds);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ reason: 'setting.assignOnReplyIsABoolean', extraInfo: { fields: { assignOnReply: 'invalid' } } });
    expect((await w.http.get<{ assignOnReply: boolean }>('/api/admin/setting', w.owner.creds)).body.data!.assignOnReply).toBe(true);
  });
});
