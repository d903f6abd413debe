import { databaseVariants } from '../../support/databases';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';

type AgentStatus = 'unassigned' | 'offline' | 'online';
type WithStatus = ConversationJson & { agentStatus: AgentStatus };

/** Spec §3 fields that API consumers read on both doors: agentStatus, pushContent, whatsappId. */
describe.each(databaseVariants())('entity fields on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  /** agentStatus as the REST get, the REST list, GraphQL and (when given) the conversation's visitor read it. */
  async function agentStatusEverywhere(id: string, visitor?: Person): Promise<AgentStatus[]> {
    const got = await w.http.get<WithStatus[]>(`/api/conversation/get?id=${id}`, w.owner.creds);
    const list = await w.http.get<WithStatus[]>('/api/conversation?filter=all&status=all&size=100', w.owner.creds);
    const gql = await w.http.graphql<{ conversation: { agentStatus: AgentStatus } }>(
      'query($id: ID!) { conversation(id: $id) { agentStatus } }',
      { id },
      w.owner.creds,
    );
    const seen = [got.body.data![0]!.agentStatus, list.body.data!.find((c) => c.id === id)!.agentStatus, gql.data!.conversation.agentStatus];
    if (visitor) {
      const own = await w.http.get<WithStatus[]>('/api/conversation?status=all', visitor.creds);
      seen.push(own.body.data!.find((c) => c.id === id)!.agentStatus);
    }
    return seen;
  }

  it('agentStatus: unassigned without an assigned agent, online while one of them is connected, offline otherwise', async () => {
    const visitor = await w.visitor('agent-status-visitor');
    const helper = await w.agent(['ownConversations']);
    const watcher = await GatewayClient.connect(server.url, w.owner.creds.token!);
    try {
      // A visitor's new conversation has nobody assigned (a team alone would not change that).
      const made = await w.http.post<WithStatus>('/api/conversation/create', {}, visitor.creds);
      const id = made.body.data!.id;
      expect(made.body.data!.agentStatus).toBe('unassigned');
      expect(await agentStatusEverywhere(id, visitor)).toEqual(['unassigned', 'unassigned', 'unassigned', 'unassigned']);

      const assigned = await w.http.post<WithStatus>('/api/conversation/update', { id, addAgent: [helper.id] }, w.owner.creds);
      expect(assigned.body.data!.agentStatus).toBe('offline');
      expect(await agentStatusEverywhere(id, visitor)).toEqual(['offline', 'offline', 'offline', 'offline']);

      const socket = await GatewayClient.connect(server.url, helper.creds.token!);
      await watcher.next((m) => m.event === 'presence.changed' && m.data?.userId === helper.id && m.data?.online === true);
      expect(await agentStatusEverywhere(id, visitor)).toEqual(['online', 'online', 'online', 'online']);

      socket.close();
      await watcher.next((m) => m.event === 'presence.changed' && m.data?.userId === helper.id && m.data?.online === false);
      expect(await agentStatusEverywhere(id)).toEqual(['offline', 'offline', 'offline']);

      // The owner (connected: the watcher) is assigned too: one connected assignee is enough.
      await w.http.post('/api/conversation/update', { id, addAgent: [w.owner.id] }, w.owner.creds);
      expect(await agentStatusEverywhere(id)).toEqual(['online', 'online', 'online']);

      const team = await w.team('Status team', [helper.id]);
      const left = await w.http.post<WithStatus>('/api/conversation/update', { id, removeAgent: [helper.id, w.owner.id], addTeam: [team] }, w.owner.creds);
      expect(left.body.data!.agentStatus).toBe('unassigned');
      expect(await agentStatusEverywhere(id, visitor)).toEqual(['unassigned', 'unassigned', 'unassigned', 'unassigned']);
    } finally {
      watcher.close();
    }
  });

  it('pushContent: sent on either door, stored and returned by history and GraphQL', async () => {
    const conversation = await createConversation(w.http, w.owner.creds);
    const rest = await w.http.post<{ id: string; pushContent: string | null }>(
      '/api/message/send',
      { conversationId: conversation.id, meta: { type: 1, content: 'over REST' }, pushContent: 'tb_text' },
      w.owner.creds,
    );
    expect(rest.body.data!.pushContent).toBe('tb_text');
    const gql = await w.http.graphql<{ sendMessage: { id: string; pushContent: string | null } }>(
      'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id pushContent } }',
      { input: { conversationId: conversation.id, localId: 'push-gql', meta: { type: 1, content: 'over GraphQL' }, pushContent: 'tb_text' } },
      w.owner.creds,
    );
    expect(gql.data?.sendMessage.pushContent).toBe('tb_text');
    // Without one, none is made up.
    const bare = await w.http.post<{ id: string; pushContent: string | null }>(
      '/api/message/send',
      { conversationId: conversation.id, meta: { type: 1, content: 'no push content' } },
      w.owner.creds,
    );
    expect(bare.body.data!.pushContent).toBeNull();

    const stored = (await history(w.http, w.owner.creds, conversation.id)).body.data! as unknown as { id: string; pushContent: string | null }[];
    const byId = new Map(stored.map((m) => [m.id, m.pushContent]));
    expect([byId.get(rest.body.data!.id), byId.get(gql.data!.sendMessage.id), byId.get(bare.body.data!.id)]).toEqual(['tb_text', 'tb_text', null]);
    const page = await w.http.graphql<{ messages: { messages: { id: string; pushContent: string | null }[] } }>(
      'query($id: ID!) { messages(conversationId: $id) { messages { id pushContent } } }',
      { id: conversation.id },
      w.owner.creds,
    );
    expect(page.data?.messages.messages.find((m) => m.id === gql.data!.sendMessage.id)?.pushContent).toBe('tb_text');

    const tooLong = await w.http.post(
      '/api/message/send',
      { conversationId: conversation.id, meta: { type: 1, content: 'x' }, pushContent: 'x'.repeat(101) },
      w.owner.creds,
    );
    expect(tooLong.status).toBe(400);
  });

  it('whatsappId and externalPlatformLastSent: the same on REST and GraphQL', async () => {
    const visitor = await w.visitor('whatsapp-customer');
    const lastSent = [{ platformId: '00000000-0000-4000-8000-000000000001', channelId: 'wa-main', platformType: 'whatsapp' }];
    // Written as the provider inbound and send jobs write them (provider-platform.test.ts runs those jobs end to end).
    await server.parley.database.dataSource.query(`UPDATE customer SET whatsapp_id = $2, external_platform_last_sent = $3::jsonb WHERE id = $1`, [
      visitor.id,
      '85291234567',
      JSON.stringify(lastSent),
    ]);
    const rest = await w.http.get<{ whatsappId: string | null; externalPlatformLastSent: unknown[] }[]>(
      `/api/admin/customer/get?userId=${visitor.id}`,
      w.owner.creds,
    );
    expect(rest.body.data![0]).toMatchObject({ whatsappId: '85291234567', externalPlatformLastSent: lastSent });
    const gql = await w.http.graphql<{ customer: { whatsappId: string | null; externalPlatformLastSent: unknown[] } }>(
      'query($id: ID!) { customer(id: $id) { whatsappId externalPlatformLastSent { platformId channelId platformType } } }',
      { id: visitor.id },
      w.owner.creds,
    );
    expect(gql.data?.customer).toEqual({ whatsappId: '85291234567', externalPlatformLastSent: lastSent });
  });
});
