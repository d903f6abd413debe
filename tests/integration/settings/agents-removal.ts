import { databaseVariants } from '../../support/databases';
import { GatewayClient, subscribeEvents } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, sendText, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';
import { createAgent, createWorkspace, signIn } from '../../factories/workspace';
import { agentAdmin, type AgentJson } from '../../support/agents';

const LAST_MANAGER = 'You are the last agent who can manage users: give another agent that permission first';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseVariants())('removing agents and changing their rights on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  const update: ReturnType<typeof agentAdmin>['update'] = (...args) => agentAdmin(w).update(...args);
  const remove: ReturnType<typeof agentAdmin>['remove'] = (...args) => agentAdmin(w).remove(...args);
  it('keeps at least one agent who can manage users', async () => {
    const solo = await setUpWorkspace(server.parley, server.url);
    const owner = solo.owner;
    const dropOwn = await solo.http.post('/api/admin/agent/update', { userId: owner.id, permissions: ['allConversations'] }, owner.creds);
    expect(dropOwn.status).toBe(400);
    expect(dropOwn.body.error?.message).toBe(LAST_MANAGER);
    const deleteSelf = await solo.http.post('/api/admin/agent/delete', { userId: owner.id }, owner.creds);
    expect(deleteSelf.status).toBe(400);
    expect(deleteSelf.body.error?.message).toBe(LAST_MANAGER);
    const gql = await solo.http.graphql('mutation($id: ID!) { deleteAgent(id: $id) }', { id: owner.id }, owner.creds);
    expect(gql.errors?.[0]).toMatchObject({ message: LAST_MANAGER, extensions: { code: 'BAD_USER_INPUT' } });
    // Keeping manageUser through another route (console) is fine.
    expect((await solo.http.post('/api/admin/agent/update', { userId: owner.id, permissions: ['console'] }, owner.creds)).status).toBe(200);

    // With a second manager, one of them may go; then the remaining one is protected again.
    const second = await solo.agent(['manageUser']);
    expect((await solo.http.post('/api/admin/agent/delete', { userId: second.id }, owner.creds)).status).toBe(200);
    expect((await solo.http.post('/api/admin/agent/delete', { userId: owner.id }, owner.creds)).body.error?.message).toBe(LAST_MANAGER);
    const third = await solo.agent(['manageUser', 'ownConversations']);
    // Now the owner may drop manageUser (third still has it), but third then may not.
    expect((await solo.http.post('/api/admin/agent/update', { userId: owner.id, permissions: ['allConversations'] }, owner.creds)).status).toBe(200);
    expect((await solo.http.post('/api/admin/agent/update', { userId: third.id, permissions: ['ownConversations'] }, third.creds)).body.error?.message).toBe(
      LAST_MANAGER,
    );
    // The owner lost manageUser: their admin calls are refused now.
    expect((await solo.http.get('/api/admin/agent', owner.creds)).status).toBe(403);
  });

  it('lets only one of two managers deleting each other at the same moment succeed', async () => {
    const pair = await setUpWorkspace(server.parley, server.url);
    const other = await pair.agent(['manageUser']);
    const results = await Promise.all([
      pair.http.post('/api/admin/agent/delete', { userId: other.id }, pair.owner.creds),
      pair.http.post('/api/admin/agent/delete', { userId: pair.owner.id }, other.creds),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 401]).toContain(statuses[1]);
    const [row]: { n: number }[] = await server.parley.database.dataSource.query(
      `SELECT count(*)::int AS n FROM agent WHERE workspace_id = $1 AND deleted_at IS NULL`,
      [pair.workspaceId],
    );
    expect(row.n).toBe(1);
  });

  it('deletes an agent: conversations unassigned with a notice and events, messages kept, access to this workspace gone', async () => {
    const other = await createWorkspace(server.parley, 'Other desk');
    const { agent, email, password } = await createAgent(server.parley, w.workspaceId, { permissions: ['ownConversations'], displayName: 'Leaving' });
    await createAgent(server.parley, other.id, { email, password, permissions: ['console'] });
    const leaving: Person = { id: agent.id, creds: await signIn(server.url, email, password, w.workspaceId) };
    const teamId = await w.team('Leaving team', [leaving.id]);
    const visitor = await w.visitor('delete-visitor');
    const conversation = await createConversation(w.http, w.owner.creds, { customer: [visitor.id], agent: [leaving.id] });
    const said = await sendText(w.http, leaving.creds, conversation.id, 'I was here');
    expect((await w.http.post('/api/admin/conversation/livechat/start', { id: conversation.id }, leaving.creds)).status).toBe(200);

    const inbox = await GatewayClient.connect(server.url, w.owner.creds.token!);
    try {
      expect((await remove(leaving.id, w.owner.creds)).status).toBe(200);
      const event = await inbox.next((m) => m.event === 'conversation.updated' && m.data?.id === conversation.id);
      expect(event.data).toMatchObject({ assignedAgent: [], livechat: false });
      await inbox.next((m) => m.event === 'agent.deleted' && m.data?.userId === leaving.id);
    } finally {
      inbox.close();
    }
    const [after] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${conversation.id}`, w.owner.creds)).body.data!;
    expect(after.assignedAgent).toEqual([]);
    expect(after.livechat).toBe(false);
    const messages = (await history(w.http, w.owner.creds, conversation.id)).body.data!;
    expect(messages.map((m) => m.id)).toContain(said.id);
    expect(messages.find((m) => m.meta.system?.action === 'unassign')?.meta.system).toMatchObject({
      agents: [leaving.id],
      by: { type: 'agent', id: w.owner.id },
    });

    // Gone from this workspace: session revoked, lists, teams, pickers; a second delete is a 404.
    expect((await w.http.get('/api/me', leaving.creds)).status).toBe(401);
    expect((await w.http.get(`/api/agent/get?userId=${leaving.id}`, w.owner.creds)).status).toBe(404);
    expect((await w.http.get<AgentJson[]>('/api/agent/available', w.owner.creds)).body.data!.map((a) => a.id)).not.toContain(leaving.id);
    expect((await w.http.get<{ id: string; agent: string[] }[]>('/api/admin/team', w.owner.creds)).body.data!.find((t) => t.id === teamId)!.agent).toEqual([]);
    expect((await remove(leaving.id, w.owner.creds)).status).toBe(404);
    expect((await w.http.post('/api/conversation/update', { id: conversation.id, addAgent: [leaving.id] }, w.owner.creds)).status).toBe(400);
    // Signing in now lands in the other workspace only (no picker), and signing in to this one is refused.
    const again = await w.http.post<{ user: { workspaceId: string } }>('/api/init', { username: email, password, type: 'agent' });
    expect(again.status).toBe(200);
    expect(again.body.data!.user.workspaceId).toBe(other.id);
    expect((await w.http.post('/api/init', { username: email, password, type: 'agent', preferredAccount: w.workspaceId })).status).toBe(400);
  });

  it('closes the open sockets of an agent whose permissions change or who is deleted, so no event reaches them under the old rights', async () => {
    const { agent, email, password } = await createAgent(server.parley, w.workspaceId, { permissions: ['allConversations'], displayName: 'Watched' });
    const watched: Person = { id: agent.id, creds: await signIn(server.url, email, password, w.workspaceId) };
    const waitClosed = async (code: () => number | null) => {
      for (let i = 0; i < 100 && code() === null; i++) await sleep(20);
      return code();
    };
    // A change of name only keeps the sockets open.
    let gateway = await GatewayClient.connect(server.url, watched.creds.token!);
    let gql = await subscribeEvents(server.url, watched.creds.token!);
    expect((await update({ userId: watched.id, displayName: 'Watched still' }, w.owner.creds)).status).toBe(200);
    await gateway.next((m) => m.event === 'agent.updated' && m.data?.userId === watched.id);
    await gql.waitFor((e) => e.type === 'agent.updated');
    expect([gateway.closeCode, gql.closedWith()]).toEqual([null, null]);
    // Fewer rights: both sockets close; a new socket gets the new rights.
    expect((await update({ userId: watched.id, permissions: ['ownConversations'] }, w.owner.creds)).status).toBe(200);
    expect(await waitClosed(() => gateway.closeCode)).toBe(4403);
    expect(await waitClosed(gql.closedWith)).toBe(4403);
    await gql.close();
    const visitor = await w.visitor('watched-visitor');
    gateway = await GatewayClient.connect(server.url, watched.creds.token!);
    const unrelated = await createConversation(w.http, w.owner.creds, { customer: [visitor.id] });
    const said = await sendText(w.http, w.owner.creds, unrelated.id, 'not for the watched agent');
    const mine = await createConversation(w.http, w.owner.creds, { customer: [visitor.id], agent: [watched.id] });
    await sendText(w.http, w.owner.creds, mine.id, 'for the watched agent');
    await gateway.next((m) => m.event === 'message.created' && m.data?.conversationId === mine.id);
    expect(gateway.received.some((m) => m.data?.id === said.id)).toBe(false);
    // Deleted: the sockets close, and reconnecting is refused.
    gql = await subscribeEvents(server.url, watched.creds.token!);
    expect((await remove(watched.id, w.owner.creds)).status).toBe(200);
    expect(await waitClosed(() => gateway.closeCode)).toBe(4403);
    expect(await waitClosed(gql.closedWith)).toBe(4403);
    await gql.close();
    await expect(subscribeEvents(server.url, watched.creds.token!)).rejects.toThrow();
  });
});
