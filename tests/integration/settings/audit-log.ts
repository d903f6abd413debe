import { parse } from 'csv-parse/sync';
import { databaseVariants, type DatabaseVariant } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import type { Credentials } from '../../support/http';

interface Entry {
  id: string;
  time: number;
  actorType: 'agent' | 'apiToken' | 'system';
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  detail: Record<string, unknown>;
  address: string | null;
}
interface Page {
  items: Entry[];
  nextCursor: string | null;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Issue 22: the audit log of admin actions, written with each change, read by managers of settings. */
describe.each(databaseVariants())('audit log on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let manager: Person;
  let agent: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    manager = await w.agent(['manageSettings', 'manageUser', 'report', 'allConversations', 'ownConversations']);
    agent = await w.agent(['allConversations']);
  });
  afterAll(() => server?.close());

  const log = async (query = '', creds: Credentials = w.owner.creds) => {
    const res = await w.http.get<Page>(`/api/admin/audit${query}`, creds);
    expect(res.status).toBe(200);
    return res.body.data!;
  };
  /** The entries of one action newer than `since` (ms), oldest first. */
  const entries = async (action: string, since: number) => (await log(`?action=${action}&from=${since}&size=200`)).items.reverse();
  const csv = async (path: string, creds: Credentials) => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${creds.token}` } });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    return { res, text, rows: res.status === 200 ? (parse(text.replace(/^\uFEFF/, '')) as string[][]) : [] };
  };

  it('records each kind of admin action once, with its actor, target and detail, and never a secret', async () => {
    const since = Date.now() - 1;
    const secrets: string[] = [];

    // Permissions
    const changed = await w.http.post('/api/admin/agent/update', { userId: agent.id, permissions: ['ownConversations'] }, manager.creds);
    expect(changed.status).toBe(200);
    const [perm, ...morePerm] = await entries('agent.permissions.changed', since);
    expect(morePerm).toEqual([]);
    expect(perm).toMatchObject({
      actorType: 'agent',
      actorId: expect.any(String),
      targetType: 'agent',
      targetId: agent.id,
      detail: { before: ['allConversations'], after: ['ownConversations'] },
    });
    expect(perm!.actorName).not.toBe('');
    expect(perm!.address).toMatch(/127\.0\.0\.1/);
    // The same list again changes nothing and records nothing.
    await w.http.post('/api/admin/agent/update', { userId: agent.id, permissions: ['ownConversations'] }, manager.creds);
    expect(await entries('agent.permissions.changed', since)).toHaveLength(1);

    // API keys
    const key = (await w.http.post<{ key: string; secret: string }>('/api/admin/setting/apiKey/create', { name: 'Shop' }, manager.creds)).body.data!;
    secrets.push(key.secret);
    await w.http.post('/api/admin/setting/apiKey/update', { key: key.key, identityVerification: true }, manager.creds);
    expect((await w.http.post('/api/admin/setting/apiKey/delete', { key: key.key }, manager.creds)).status).toBe(200);
    const [keyCreated] = await entries('apiKey.created', since);
    expect(keyCreated).toMatchObject({ targetType: 'apiKey', detail: { name: 'Shop', permissions: ['sdk'] } });
    expect(await entries('apiKey.updated', since)).toEqual([
      expect.objectContaining({
        targetId: keyCreated!.targetId,
        detail: { name: 'Shop', before: { identityVerification: false }, after: { identityVerification: true } },
      }),
    ]);
    expect(await entries('apiKey.deleted', since)).toEqual([expect.objectContaining({ targetId: keyCreated!.targetId, detail: { name: 'Shop' } })]);

    // API tokens: the token's public id and its secret are never recorded.
    const token = (await w.http.post<{ token: string; secret: string }>('/api/admin/apiToken/create', { name: 'CRM', permissions: ['report'] }, manager.creds))
      .body.data!;
    secrets.push(token.token, token.secret);
    expect((await w.http.post('/api/admin/apiToken/delete', { token: token.token }, manager.creds)).status).toBe(200);
    const [tokenCreated, ...moreTokens] = await entries('apiToken.created', since);
    expect(moreTokens).toEqual([]);
    expect(tokenCreated).toMatchObject({ targetType: 'apiToken', detail: { name: 'CRM', permissions: ['report'] } });
    expect(await entries('apiToken.revoked', since)).toEqual([
      expect.objectContaining({ targetId: tokenCreated!.targetId, detail: { name: 'CRM', permissions: ['report'] } }),
    ]);

    // Settings: before → after of what changed only.
    await w.http.post('/api/admin/setting/update', { appConfig: { themeColorPrimary: '#112233' } }, manager.creds);
    await w.http.post('/api/admin/setting/update', { customerFields: [{ id: 'city', type: 'text', name: { en: 'City' } }] }, manager.creds);
    const settings = await entries('setting.changed', since);
    expect(settings).toEqual([
      expect.objectContaining({
        targetType: 'setting',
        targetId: 'appConfig',
        detail: { setting: 'appConfig', changes: { themeColorPrimary: { before: '#6d78a5', after: '#112233' } } },
      }),
      expect.objectContaining({ targetId: 'customerFields', detail: expect.objectContaining({ setting: 'customerFields', before: [] }) }),
    ]);
    await w.http.post('/api/admin/setting/revokeMessageExportKey', {}, manager.creds);
    const [replaced] = await entries('exportKey.replaced', since);
    expect(replaced).toMatchObject({ targetType: 'setting', targetId: 'exportKey', detail: {} });
    secrets.push((await w.http.get<{ exportKey: string }>('/api/admin/setting', manager.creds)).body.data!.exportKey);

    // Platforms: the app secret, page token and webhook secret stay out.
    const fb = await w.http.post<{ id: string; webhookSecret: string | null }[]>(
      '/api/admin/setting/externalPlatform/facebook/create',
      { appSecret: 'fb-app-secret-123' },
      manager.creds,
    );
    secrets.push('fb-app-secret-123', 'page-token-456');
    const platformId = fb.body.data!.at(-1)!.id;
    await w.http.post(
      '/api/admin/setting/externalPlatform/facebook/page/updateOrCreate',
      { id: platformId, pageId: '1001', name: 'Acme page', accessToken: 'page-token-456' },
      manager.creds,
    );
    const provider = await w.http.post<{ id: string; webhookSecret: string | null }[]>('/api/admin/setting/externalPlatform/sanuker/create', {}, manager.creds);
    secrets.push(provider.body.data!.find((p) => p.webhookSecret)!.webhookSecret!);
    await w.http.post('/api/admin/setting/externalPlatform/facebook/delete', { id: platformId }, manager.creds);
    expect(await entries('platform.connected', since)).toEqual([
      expect.objectContaining({ targetType: 'platform', targetId: platformId, detail: { type: 'facebook' } }),
      expect.objectContaining({ targetType: 'platform', detail: { type: 'sanuker' } }),
    ]);
    expect(await entries('platform.updated', since)).toEqual([
      expect.objectContaining({
        targetId: platformId,
        detail: { type: 'facebook', change: 'pageAdded', page: { id: '1001', name: 'Acme page' }, accessTokenChanged: true },
      }),
    ]);
    expect(await entries('platform.disconnected', since)).toEqual([expect.objectContaining({ targetId: platformId, detail: { type: 'facebook' } })]);

    // Exports
    const requested = await w.http.post<{ id: string }>('/api/admin/report/message/export/request', { from: day(-1), to: day(1) }, manager.creds);
    expect(requested.status).toBe(200);
    expect((await csv(`/api/admin/report/conversation/download?from=${day(-1)}&to=${day(1)}`, manager.creds)).res.status).toBe(200);
    expect(await entries('export.requested', since)).toEqual([
      expect.objectContaining({
        targetType: 'export',
        targetId: requested.body.data!.id,
        detail: { kind: 'messageHistory', from: day(-1), to: day(1), includeFile: false, includeVoice: false },
      }),
      expect.objectContaining({ targetType: 'workspace', detail: { kind: 'conversationReport', from: day(-1), to: day(1) } }),
    ]);

    // Invitations and teams
    expect((await w.http.post('/api/admin/agent/invite', { email: 'new.hire@example.com', displayName: 'New Hire' }, manager.creds)).status).toBe(200);
    expect(await entries('agent.invited', since)).toEqual([
      expect.objectContaining({
        actorId: manager.id,
        targetType: 'invitation',
        detail: { email: 'new.hire@example.com', displayName: 'New Hire', permissions: ['allConversations'] },
      }),
    ]);
    const [{ agentName }] = await server.parley.database.dataSource.query('SELECT display_name AS "agentName" FROM agent WHERE id = $1', [agent.id]);
    const team = await w.http.post<{ id: string }>('/api/admin/team/create', { name: 'Billing', agent: [agent.id] }, manager.creds);
    expect(team.status).toBe(200);
    const teamId = team.body.data!.id;
    expect((await w.http.post('/api/admin/team/update', { id: teamId, name: 'Billing desk', agent: [agent.id] }, manager.creds)).status).toBe(200);
    // The same again changes nothing: no record.
    expect((await w.http.post('/api/admin/team/update', { id: teamId, name: 'Billing desk' }, manager.creds)).status).toBe(200);
    expect((await w.http.post('/api/admin/team/delete', { id: teamId }, manager.creds)).status).toBe(200);
    expect(await entries('team.created', since)).toEqual([
      expect.objectContaining({ targetType: 'team', targetId: teamId, detail: { name: 'Billing', members: [agentName] } }),
    ]);
    expect(await entries('team.updated', since)).toEqual([
      expect.objectContaining({ targetId: teamId, detail: { name: { before: 'Billing', after: 'Billing desk' } } }),
    ]);
    expect(await entries('team.deleted', since)).toEqual([expect.objectContaining({ targetId: teamId, detail: { name: 'Billing desk' } })]);

    const everything = JSON.stringify(await log(`?from=${since}&size=200`));
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('pages newest first by time and id, filters by action, actor, target and time, and answers the GraphQL twin', async () => {
    const since = Date.now() - 1;
    for (const name of ['one', 'two', 'three', 'four', 'five']) {
      await w.http.post('/api/admin/setting/apiKey/create', { name }, w.owner.creds);
    }
    const token = await w.token(['manageSettings']);
    await w.http.post('/api/admin/setting/apiKey/create', { name: 'by token' }, token.creds);

    const first = await log(`?action=apiKey.created&from=${since}&size=4`);
    const second = await log(`?action=apiKey.created&from=${since}&size=4&cursor=${first.nextCursor}`);
    expect(first.nextCursor).not.toBeNull();
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((e) => e.detail.name).sort()).toEqual(['by token', 'five', 'four', 'one', 'three', 'two']);
    expect(new Set(all.map((e) => e.id)).size).toBe(6);
    // Newest first; entries of the same millisecond by id.
    for (let i = 1; i < all.length; i++) {
      const [prev, next] = [all[i - 1]!, all[i]!];
      expect(prev.time > next.time || (prev.time === next.time && prev.id > next.id)).toBe(true);
    }

    const byToken = await log(`?actorType=apiToken&from=${since}`);
    expect(byToken.items.map((e) => [e.action, e.actorName])).toEqual([
      ['apiKey.created', 'integration'],
      // The owner created the token itself.
    ]);
    const ownerId = (await log(`?action=apiToken.created&from=${since}`)).items[0]!.actorId!;
    expect((await log(`?actorId=${ownerId}&from=${since}`)).items.map((e) => e.action)).toEqual([
      'apiToken.created',
      'apiKey.created',
      'apiKey.created',
      'apiKey.created',
      'apiKey.created',
      'apiKey.created',
    ]);
    const target = first.items[1]!;
    expect((await log(`?targetType=apiKey&targetId=${target.targetId}`)).items.map((e) => e.id)).toEqual([target.id]);
    expect((await log(`?from=${since}&to=${since + 1}`)).items).toEqual([]);
    expect((await w.http.get(`/api/admin/audit?cursor=nonsense`, w.owner.creds)).status).toBe(400);
    expect((await w.http.get(`/api/admin/audit?action=made.up`, w.owner.creds)).status).toBe(400);

    const gql = await w.http.graphql<{ auditLog: Page; auditLogExportPath: string }>(
      `query($filter: AuditFilter) { auditLog(filter: $filter, size: 2) { items { action actorName detail } nextCursor } auditLogExportPath(filter: $filter) }`,
      { filter: { action: 'apiKey.created', from: since } },
      w.owner.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.auditLog.items.map((e) => e.detail.name)).toEqual(first.items.slice(0, 2).map((e) => e.detail.name));
    expect(gql.data!.auditLog.nextCursor).toEqual(expect.any(String));
    expect(gql.data!.auditLogExportPath).toBe(`/api/admin/audit/export?action=apiKey.created&from=${since}`);
  });

  it('exports the filtered entries as CSV, and records the export', async () => {
    const since = Date.now() - 1;
    await w.http.post('/api/admin/setting/apiKey/create', { name: '=HYPERLINK("x")' }, w.owner.creds);
    await w.http.post('/api/admin/setting/update', { appConfig: { themeColorPrimary: '#445566' } }, w.owner.creds);
    const { res, text, rows } = await csv(`/api/admin/audit/export?action=apiKey.created&from=${since}`, w.owner.creds);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?audit-log-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]).toEqual(['time', 'actorType', 'actorId', 'actorName', 'action', 'targetType', 'targetId', 'detail', 'address']);
    expect(rows).toHaveLength(2);
    const [time, actorType, , actorName, action, targetType, , detail] = rows[1]!;
    expect(new Date(time!).getTime()).toBeGreaterThanOrEqual(since);
    expect([actorType, action, targetType]).toEqual(['agent', 'apiKey.created', 'apiKey']);
    expect(actorName).not.toBe('');
    expect(JSON.parse(detail!)).toEqual({ name: '=HYPERLINK("x")', permissions: ['sdk'] });
    const [exported] = await entries('export.requested', since);
    expect(exported).toMatchObject({ targetType: 'workspace', detail: { kind: 'auditLog', filter: { action: 'apiKey.created', from: since } } });
  });

  it('is refused (403) to anyone without manageSettings, on both doors', async () => {
    const reporter = await w.agent(['report', 'manageUser']);
    for (const who of [agent, reporter]) {
      expect((await w.http.get('/api/admin/audit', who.creds)).status).toBe(403);
      expect((await csv('/api/admin/audit/export', who.creds)).res.status).toBe(403);
      const gql = await w.http.graphql(`{ auditLog { items { id } } }`, {}, who.creds);
      expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await w.http.get('/api/admin/audit')).status).toBe(401);
    // Another workspace's manager sees only their own.
    const other = await setUpWorkspace(server.parley, server.url);
    const theirs = (await other.http.get<Page>('/api/admin/audit', other.owner.creds)).body.data!;
    expect(theirs.items.map((e) => e.action)).toEqual(['apiKey.created']);
  });

  it('leaves no record of a change that fails and rolls back', async () => {
    const since = Date.now() - 1;
    // The permissions pass and are recorded, then an unknown custom field fails the whole update.
    const failed = await w.http.post(
      '/api/admin/agent/update',
      { userId: agent.id, permissions: ['allConversations'], fields: { nope: { value: 'x' } } },
      manager.creds,
    );
    expect(failed.status).toBe(400);
    const bad = await w.http.post('/api/admin/setting/update', { appConfig: { themeColorPrimary: 'not a colour' } }, manager.creds);
    expect(bad.status).toBe(400);
    expect((await log(`?from=${since}`)).items).toEqual([]);
    const still = await w.http.get<{ permissions: string[] }[]>(`/api/admin/agent/get?userId=${agent.id}&fields=permissions`, manager.creds);
    expect(still.body.data![0]!.permissions).toEqual(['ownConversations']);
  });
});
