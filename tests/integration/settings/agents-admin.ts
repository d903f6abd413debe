import { databaseVariants } from '../../support/databases';
import { parse } from 'csv-parse/sync';
import { type Credentials } from '../../support/http';
import { nextLink } from '../../support/outbox';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import { createAgent, createWorkspace, signIn } from '../../factories/workspace';
import { agentAdmin, type AgentJson } from '../../support/agents';

// A real 1x1 PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function download(url: string, creds: Credentials) {
  const res = await fetch(`${url}/api/admin/report/agent/download`, { headers: { authorization: `Bearer ${creds.token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: bytes.toString('utf8') };
}

describe.each(databaseVariants())('agents admin on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let plain: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    plain = await w.agent(['allConversations', 'manageSettings']);
  });
  afterAll(() => server?.close());

  const adminGet: ReturnType<typeof agentAdmin>['get'] = (...args) => agentAdmin(w).get(...args);
  const update: ReturnType<typeof agentAdmin>['update'] = (...args) => agentAdmin(w).update(...args);
  const remove: ReturnType<typeof agentAdmin>['remove'] = (...args) => agentAdmin(w).remove(...args);
  it('needs manageUser for every admin route (403), a session (401), and the report permission for the report', async () => {
    const target = await w.agent(['ownConversations']);
    const visitor = await w.visitor('admin-matrix-visitor');
    const token = await w.token(['allConversations', 'report']);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/agent?size=0&fields=createDate'],
      ['GET', `/api/admin/agent/get?userId=${target.id}&fields=createDate,conversations,permissions,lastActivity`],
      ['POST', '/api/admin/agent/update', { userId: target.id, permissions: ['all'] }],
      ['POST', '/api/admin/agent/delete', { userId: target.id }],
      ['POST', '/api/admin/agent/invite', { email: 'matrix@example.com', displayName: 'Matrix' }],
      ['POST', '/api/admin/team/create', { name: 'Matrix team' }],
      ['POST', '/api/admin/team/update', { id: '00000000-0000-4000-8000-000000000000', name: 'x' }],
      ['POST', '/api/admin/team/delete', { id: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const [method, url, body] of calls) {
      for (const who of [plain, visitor, token]) {
        const res = method === 'GET' ? await w.http.get(url, who.creds) : await w.http.post(url, body, who.creds);
        expect({ url, status: res.status }).toEqual({ url, status: 403 });
      }
      const anonymous = method === 'GET' ? await w.http.get(url) : await w.http.post(url, body);
      expect({ url, status: anonymous.status }).toEqual({ url, status: 401 });
    }
    // Report: needs report, not manageUser.
    expect((await download(server.url, plain.creds)).res.status).toBe(403);
    expect((await download(server.url, visitor.creds)).res.status).toBe(403);
    expect((await download(server.url, token.creds)).res.status).toBe(200);
    expect((await fetch(`${server.url}/api/admin/report/agent/download`)).status).toBe(401);
    // GraphQL twins answer the same.
    const mutations: [string, Record<string, unknown>][] = [
      ['mutation($id: ID!) { deleteAgent(id: $id) }', { id: target.id }],
      ['mutation($id: ID!) { updateAgent(input: { id: $id, permissions: ["all"] }) { id } }', { id: target.id }],
      ['mutation { inviteAgent(email: "matrix@example.com", displayName: "M") }', {}],
      ['query($id: ID!) { agentConversations(id: $id) { id } }', { id: target.id }],
      ['mutation { createTeam(name: "Matrix") { id } }', {}],
    ];
    for (const [query, variables] of mutations) {
      const res = await w.http.graphql(query, variables, plain.creds);
      expect({ query, code: res.errors?.[0]?.extensions?.code }).toEqual({ query, code: 'FORBIDDEN' });
    }
    // Nothing changed.
    expect((await adminGet(target.id, w.owner.creds)).body.data![0].permissions).toEqual(['ownConversations']);
  });

  it('lists agents for pickers to any agent, with permissions and fields only for managers and the agent themself', async () => {
    const visitor = await w.visitor('picker-visitor');
    expect((await w.http.get('/api/agent/available?size=0', visitor.creds)).status).toBe(403);
    expect((await w.http.get(`/api/agent/get?userId=${plain.id}`, visitor.creds)).status).toBe(403);

    const available = await w.http.get<AgentJson[]>('/api/agent/available?size=0', plain.creds);
    expect(available.status).toBe(200);
    const owner = available.body.data!.find((a) => a.id === w.owner.id)!;
    expect(owner).toMatchObject({ userId: w.owner.id, permissions: [], fields: {}, online: false });
    expect(available.body.data!.find((a) => a.id === plain.id)!.permissions).toEqual(['manageSettings', 'allConversations']);

    const got = await w.http.get<AgentJson[]>(`/api/agent/get?userId=${w.owner.id},${plain.id}&fields=createDate`, plain.creds);
    expect(got.body.data!.map((a) => a.id).sort()).toEqual([w.owner.id, plain.id].sort());
    expect((await w.http.get('/api/agent/get?userId=00000000-0000-4000-8000-000000000000', plain.creds)).status).toBe(404);
    expect((await w.http.get('/api/agent/get?userId=nope', plain.creds)).status).toBe(400);
    // Someone of another workspace is not found.
    const elsewhere = await setUpWorkspace(server.parley, server.url);
    expect((await w.http.get(`/api/agent/get?userId=${elsewhere.owner.id}`, plain.creds)).status).toBe(404);
    expect((await adminGet(elsewhere.owner.id, w.owner.creds)).status).toBe(404);

    const list = await w.http.get<AgentJson[]>('/api/admin/agent?size=0&fields=createDate', w.owner.creds);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(list.body.data!.length);
    expect(list.body.data!.find((a) => a.id === w.owner.id)).toMatchObject({ permissions: ['all'], createDate: expect.any(Number) });
    const two = await w.http.get<AgentJson[]>('/api/admin/agent?size=2', w.owner.creds);
    expect(two.body.data).toHaveLength(2);
    expect(two.body.total).toBe(list.body.total);

    const gql = await w.http.graphql<{ agents: { id: string; permissions: string[]; fields: object; online: boolean }[] }>(
      'query { agents { id displayName email permissions fields online lastActivity createDate teams { id name } } }',
      {},
      plain.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.agents.find((a) => a.id === w.owner.id)).toMatchObject({ permissions: [], fields: {} });
    const one = await w.http.graphql<{ agent: { id: string; permissions: string[] } }>(
      'query($id: ID!) { agent(id: $id) { id permissions } }',
      { id: plain.id },
      w.owner.creds,
    );
    expect(one.data!.agent).toEqual({ id: plain.id, permissions: ['manageSettings', 'allConversations'] });
  });

  it('shows online and lastActivity from presence, and the agent’s teams and conversations', async () => {
    const agent = await w.agent(['ownConversations']);
    const teamId = await w.team('Profile team', [agent.id]);
    const visitor = await w.visitor('profile-visitor');
    const conversation = await createConversation(w.http, w.owner.creds, { customer: [visitor.id], agent: [agent.id] });
    expect((await adminGet(agent.id, w.owner.creds)).body.data![0].online).toBe(false);
    const socket = await GatewayClient.connect(server.url, agent.creds.token!);
    try {
      for (let i = 0; !(await adminGet(agent.id, w.owner.creds)).body.data![0].online; i++) {
        if (i > 100) throw new Error('agent never online');
        await sleep(50);
      }
      const res = await adminGet(agent.id, w.owner.creds, 'createDate,conversations,permissions,lastActivity');
      expect(res.body.data![0]).toMatchObject({
        online: true,
        lastActivity: expect.any(Number),
        teams: [{ id: teamId, name: 'Profile team' }],
        permissions: ['ownConversations'],
      });
      expect(res.body.data![0].conversations!.map((c) => c.id)).toEqual([conversation.id]);
      const gql = await w.http.graphql<{ agentConversations: { id: string }[] }>(
        'query($id: ID!) { agentConversations(id: $id) { id } }',
        { id: agent.id },
        w.owner.creds,
      );
      expect(gql.data!.agentConversations).toEqual([{ id: conversation.id }]);
    } finally {
      socket.close();
    }
  });

  it('updates permissions (spec §6 values only, never beyond the granter’s own), fields against agentFields, picture and name', async () => {
    const agent = await w.agent(['ownConversations']);
    const ok = await update({ userId: agent.id, permissions: ['report', 'allConversations', 'report'] }, w.owner.creds);
    expect(ok.status).toBe(200);
    expect(ok.body.data!.permissions).toEqual(['report', 'allConversations']);
    // The change applies at once to the agent's session.
    expect((await w.http.get('/api/me', agent.creds)).body.data).toMatchObject({ permissions: ['report', 'allConversations'] });

    const unknown = await update({ userId: agent.id, permissions: ['admin'] }, w.owner.creds);
    expect(unknown.status).toBe(400);
    // A manager who lacks `system` cannot hand out `all` (which includes it).
    const manager = await w.agent(['manageUser', 'allConversations']);
    expect((await update({ userId: agent.id, permissions: ['all'] }, manager.creds)).status).toBe(403);
    expect((await update({ userId: manager.id, permissions: ['console'] }, manager.creds)).status).toBe(403);
    // Refused twice (the second time the node answers from its session cache), then allowed at once.
    for (let i = 0; i < 2; i++) expect((await w.http.get('/api/admin/agent', agent.creds)).status).toBe(403);
    expect((await update({ userId: agent.id, permissions: ['allConversations', 'manageUser'] }, manager.creds)).status).toBe(200);
    expect((await w.http.get('/api/admin/agent', agent.creds)).status).toBe(200);

    await server.parley.database.dataSource.query(
      `INSERT INTO workspace_setting (workspace_id, key, value) VALUES ($1, 'agentFields', $2)
       ON CONFLICT (workspace_id, key) DO UPDATE SET value = EXCLUDED.value`,
      [
        w.workspaceId,
        JSON.stringify([
          { id: 'birthday', type: 'date', name: { en: 'Birthday', zh: '生日', 'zh-cn': '生日' } },
          { id: 'site', type: 'url', name: { en: 'Site, main', zh: '網站', 'zh-cn': '网站' } },
        ]),
      ],
    );
    const fields = await update({ userId: agent.id, fields: { birthday: { value: '1990-02-28' }, site: { value: 'https://example.com' } } }, w.owner.creds);
    expect(fields.status).toBe(200);
    expect(fields.body.data!.fields).toEqual({ birthday: { value: '1990-02-28' }, site: { value: 'https://example.com' } });
    const badUrl = await update({ userId: agent.id, fields: { site: { value: 'not a url' } } }, w.owner.creds);
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error?.message).toBe('PleaseEnterAValidUrl');
    expect((await update({ userId: agent.id, fields: { shoeSize: { value: '42' } } }, w.owner.creds)).status).toBe(400);
    const cleared = await update({ userId: agent.id, fields: { site: { value: '' } } }, w.owner.creds);
    expect(cleared.body.data!.fields).toEqual({ birthday: { value: '1990-02-28' } });

    const pic = await update({ userId: agent.id, profilePic: PNG, displayName: '  Renamed  ' }, w.owner.creds);
    expect(pic.status).toBe(200);
    expect(pic.body.data).toMatchObject({ profilePic: PNG, displayName: 'Renamed' });
    const fakePng = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all').toString('base64')}`;
    const tooBig = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1], 'base64'), Buffer.alloc(210 * 1024)]).toString('base64')}`;
    for (const bad of ['data:image/svg+xml;base64,PHN2Zy8+', 'https://example.com/me.png', fakePng, tooBig]) {
      const res = await update({ userId: agent.id, profilePic: bad }, w.owner.creds);
      expect(res.status).toBe(400);
      expect(res.body.error?.extraInfo?.fields).toHaveProperty('profilePic');
    }
    const gone = await update({ userId: agent.id, profilePic: null }, w.owner.creds);
    expect(gone.body.data!.profilePic).toBeNull();

    const gql = await w.http.graphql<{ updateAgent: { id: string; permissions: string[]; profilePic: string | null } }>(
      'mutation($input: UpdateAgentInput!) { updateAgent(input: $input) { id permissions profilePic } }',
      { input: { id: agent.id, permissions: ['ownConversations'], profilePic: PNG } },
      w.owner.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.updateAgent).toEqual({ id: agent.id, permissions: ['ownConversations'], profilePic: PNG });
    const badGql = await w.http.graphql(
      'mutation($input: UpdateAgentInput!) { updateAgent(input: $input) { id } }',
      { input: { id: agent.id, permissions: ['root'] } },
      w.owner.creds,
    );
    expect(badGql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('invites someone who has an account in another workspace: no new password, joins, signs in to the picked workspace; a deleted agent can be invited back', async () => {
    const other = await createWorkspace(server.parley, 'Elsewhere Inc');
    const { email, password } = await createAgent(server.parley, other.id, { permissions: ['all'] });
    const sent = await w.http.post('/api/admin/agent/invite', { email: email.toUpperCase(), displayName: 'Crossover' }, w.owner.creds);
    expect(sent.status).toBe(200);
    const token = await nextLink(server.dataDir, email, /\/invitation\/([\w-]+)/);
    expect((await w.http.get<{ requirePassword: boolean }>(`/api/invitation/${token}`)).body.data!.requirePassword).toBe(false);
    const joined = await w.http.post<{ user: { userId: string; workspaceId: string; permissions: string[] } }>(`/api/invitation/${token}/accept`, {});
    expect(joined.status).toBe(200);
    expect(joined.body.data!.user).toMatchObject({ workspaceId: w.workspaceId, permissions: ['allConversations'] });
    const newId = joined.body.data!.user.userId;

    // The old password works; with two workspaces the picker (253) comes first, then the chosen one.
    const pick = await w.http.post('/api/init', { username: email, password, type: 'agent' });
    expect(pick.body.error?.code).toBe(253);
    const creds = await signIn(server.url, email, password, w.workspaceId);
    expect((await w.http.get<{ userId: string }>('/api/me', creds)).body.data!.userId).toBe(newId);
    expect((await w.http.get<AgentJson[]>('/api/admin/agent?size=0', w.owner.creds)).body.data!.map((a) => a.id)).toContain(newId);

    // Deleted, then invited back: the same membership returns.
    expect((await remove(newId, w.owner.creds)).status).toBe(200);
    const gqlInvite = await w.http.graphql<{ inviteAgent: boolean }>(
      'mutation($e: String!) { inviteAgent(email: $e, displayName: "Back") }',
      { e: email },
      w.owner.creds,
    );
    expect(gqlInvite.data?.inviteAgent).toBe(true);
    const again = await nextLink(server.dataDir, email, /\/invitation\/([\w-]+)/, 1);
    const back = await w.http.post<{ user: { userId: string } }>(`/api/invitation/${again}/accept`, {});
    expect(back.body.data!.user.userId).toBe(newId);
    expect((await signIn(server.url, email, password, w.workspaceId)).token).toEqual(expect.any(String));
    const badEmail = await w.http.graphql('mutation { inviteAgent(email: "not-an-email", displayName: "X") }', {}, w.owner.creds);
    expect(badEmail.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('exports the agent report as a streamed CSV with BOM, quoting, neutralised formulas and custom fields', async () => {
    const report = await setUpWorkspace(server.parley, server.url);
    await server.parley.database.dataSource.query(`INSERT INTO workspace_setting (workspace_id, key, value) VALUES ($1, 'agentFields', $2)`, [
      report.workspaceId,
      JSON.stringify([{ id: 'city', type: 'text', name: { en: 'City', zh: '城市', 'zh-cn': '城市' } }]),
    ]);
    const { agent } = await createAgent(server.parley, report.workspaceId, {
      displayName: '=HYPERLINK("http://evil")',
      permissions: ['report', 'ownConversations'],
    });
    const chinese = await createAgent(server.parley, report.workspaceId, { displayName: '陳, 大文', permissions: ['ownConversations'] });
    await report.http.post('/api/admin/agent/update', { userId: chinese.agent.id, fields: { city: { value: '香港' } } }, report.owner.creds);
    const teamId = await report.team('Night shift', [agent.id, chinese.agent.id]);
    expect(teamId).toEqual(expect.any(String));
    await createConversation(report.http, report.owner.creds, { agent: [agent.id] });

    const { res, bytes, text } = await download(server.url, report.owner.creds);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?agents-\d{4}-\d{2}-\d{2}\.csv"?(;|$)/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(text.slice(1), { record_delimiter: '\r\n' }) as string[][];
    expect(rows[0]).toEqual([
      'User ID',
      'Display name',
      'Email',
      'Reference number',
      'Created',
      'Last activity',
      'Online',
      'Permissions',
      'Teams',
      'Open assigned conversations',
      'City',
    ]);
    expect(rows).toHaveLength(4);
    const evil = rows.find((r) => r[0] === agent.id)!;
    expect(evil[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(evil.slice(6)).toEqual(['false', 'report ownConversations', 'Night shift', '1', '']);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const zh = rows.find((r) => r[0] === chinese.agent.id)!;
    expect(zh[1]).toBe('陳, 大文');
    expect(zh[10]).toBe('香港');
    expect(rows.find((r) => r[0] === report.owner.id)![4]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
