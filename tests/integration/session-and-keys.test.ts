import fs from 'node:fs';
import path from 'node:path';
import { routeDefinitions } from '../../server/src/app/routes';
import { databaseVariants } from '../support/databases';
import { api, type Api, type Credentials } from '../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { createAgent, createWorkspace, signIn } from '../factories/workspace';

describe.each(databaseVariants())('sessions, API keys and tokens on $name', (variant) => {
  let server: TestServer;
  let http: Api;
  let owner: Credentials;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): the sign-in limits at their real size (AUTH_LIMITS_SCALE 1), counted per address.
    server = await startTestServer(variant, { AUTH_LIMITS_SCALE: '1' });
    http = api(server.url);
    owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(() => server?.close());

  describe('agent sign-in', () => {
    it('sets an httpOnly SameSite=Lax cookie that opens the session, and logout ends it', async () => {
      const res = await http.post('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, type: 'agent', clientType: 26 });
      expect(res.status).toBe(200);
      expect(res.body.data).not.toHaveProperty('token');
      const setCookie = res.headers.get('set-cookie') ?? '';
      // Attributes in any order: the cookie, for the whole site, out of script's reach, same-site.
      const [pair, ...attributes] = setCookie.split(/;\s*/);
      expect(pair).toMatch(/^parley_session=.+/);
      expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=2592000']));
      const cookie = setCookie.split(';')[0];
      const me = await http.get<{ email: string; permissions: string[]; type: string }>('/api/me', { cookie });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ email: ADMIN_EMAIL, permissions: ['all', 'system'], type: 'agent' });
      const out = await http.post('/api/logout', {}, { cookie });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
      expect((await http.get('/api/me', { cookie })).status).toBe(401);
    });

    it('answers a bearer token with getAuthToken, stored only as a hash', async () => {
      const res = await http.post<{ token: string; user: { udId: string } }>('/api/init', {
        username: ADMIN_EMAIL.toUpperCase(),
        password: ADMIN_PASSWORD,
        getAuthToken: true,
      });
      expect(res.status).toBe(200);
      const token = res.body.data!.token;
      expect(token).toMatch(/^[\w-]{40,}$/);
      expect(res.body.data!.user.udId).toBeTruthy();
      const rows = await server.parley.database.dataSource.query('SELECT token_hash FROM auth_session');
      expect(rows.map((r: { token_hash: string }) => r.token_hash)).not.toContain(token);
      expect((await http.get('/api/me', { token })).status).toBe(200);
    });

    it('refuses a wrong password with a message for the form', async () => {
      const res = await http.post('/api/init', { username: ADMIN_EMAIL, password: 'Wrong-pass-1' });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 401, reason: 'session.badLogin', message: 'Incorrect email or password' });
    });

    it('validates input with the spec messages and never answers 500', async () => {
      const bad = await http.post('/api/init', { username: 'not-an-email' });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.extraInfo?.fields).toMatchObject({
        'body.username': 'Please enter the correct email format',
        'body.password': 'Please enter password',
      });
      expect((await http.postRaw('/api/init', '{"username":')).status).toBe(400);
      expect((await http.post('/api/init', { username: 42, password: [] })).status).toBe(400);
      expect((await http.post('/api/init', 'a string')).status).toBe(400);
      const huge = await http.postRaw('/api/init', JSON.stringify({ username: 'x'.repeat(2_000_000) }));
      expect(huge.status).toBe(413);
      expect((await http.get('/api/no/such/route')).body.error?.code).toBe(404);
    });

    it('asks which workspace (code 253) when the person belongs to several, then signs into the chosen one', async () => {
      const second = await createWorkspace(server.parley, 'Beta Corp');
      await server.parley.services.agent.provision({
        workspaceId: second.id,
        email: ADMIN_EMAIL,
        displayName: 'Owner in Beta',
        permissions: ['console'],
      });
      const res = await http.post('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, supportMultipleAccounts: true });
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe(253);
      const accounts = res.body.error?.extraInfo?.accounts as { id: string; name: string }[];
      expect(accounts.map((a) => a.name).sort()).toEqual(['Acme Support', 'Beta Corp']);
      const chosen = await http.post<{ user: { workspaceName: string; permissions: string[] } }>('/api/init', {
        username: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
        preferredAccount: second.id,
      });
      expect(chosen.status).toBe(200);
      expect(chosen.body.data!.user).toMatchObject({ workspaceName: 'Beta Corp', permissions: ['console'] });
      const acme = accounts.find((a) => a.name === 'Acme Support')!;
      owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD, acme.id);
    });

    it('rate limits repeated failures on one account', async () => {
      const { email } = await createAgent(server.parley, (await http.get<{ workspaceId: string }>('/api/me', owner)).body.data!.workspaceId);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await http.post('/api/init', { username: email, password: `Wrong-pass-${i}` })).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      const limited = await http.post('/api/init', { username: email, password: 'Agent-pass-1' });
      expect(limited.status).toBe(429);
      expect(limited.body.error?.message).toMatch(/Too many attempts/);
      expect(limited.headers.get('retry-after')).toBeTruthy();
    });
  });

  describe('permissions', () => {
    it('answers 403 to an agent without manageSettings, at both doors', async () => {
      const me = await http.get<{ workspaceId: string }>('/api/me', owner);
      const { email, password } = await createAgent(server.parley, me.body.data!.workspaceId, { permissions: ['ownConversations'] });
      const agent = await signIn(server.url, email, password);
      const res = await http.get('/api/admin/setting/apiKey', agent);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 403, reason: 'auth.needsPermission', message: 'This needs the manageSettings permission' });
      const gql = await http.graphql('{ apiKeys { key } }', undefined, agent);
      expect(gql.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 403, reason: 'auth.needsPermission' });
      const anon = await http.graphql('{ me { userId } }');
      expect(anon.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', errorCode: 401 });
    });

    it('lets console agents manage keys but never hand out system', async () => {
      const me = await http.get<{ workspaceId: string }>('/api/me', owner);
      const { email, password } = await createAgent(server.parley, me.body.data!.workspaceId, { permissions: ['console'] });
      const agent = await signIn(server.url, email, password);
      expect((await http.get('/api/admin/setting/apiKey', agent)).status).toBe(200);
      const escalate = await http.post('/api/admin/apiToken/create', { name: 'sys', permissions: ['system'] }, agent);
      expect(escalate.status).toBe(403);
      const unknown = await http.post('/api/admin/apiToken/create', { name: 'x', permissions: ['root'] }, agent);
      expect(unknown.status).toBe(400);
    });
  });

  describe('API keys and widget sessions', () => {
    it('creates keys with sdk only, opens and restores visitor sessions, and deleting a key stops them', async () => {
      const created = await http.post<{ key: string; secret: string; permissions: string[] }>(
        '/api/admin/setting/apiKey/create',
        { name: 'Landing page', permissions: ['system'] },
        owner,
      );
      expect(created.status).toBe(200);
      expect(created.body.data!.permissions).toEqual(['sdk']);
      const key = created.body.data!.key;
      expect((await http.post('/api/admin/setting/apiKey/create', { name: '   ' }, owner)).status).toBe(400);
      const list = await http.get<{ key: string }[]>('/api/admin/setting/apiKey', owner);
      expect(list.body.data!.map((k) => k.key)).toContain(key);

      const visitor = await http.post<{ token: string; user: { refId: string; userId: string; type: string } }>(
        '/api/init',
        { type: 'customer', getAuthToken: true, lang: 'zh_HK', version: 1, appVersion: '1.0', deviceName: 'jest' },
        { apiKey: key },
      );
      expect(visitor.status).toBe(200);
      expect(visitor.body.data!.user).toMatchObject({ type: 'customer' });
      const { refId, userId } = visitor.body.data!.user;
      expect(refId).toMatch(/^v_/);
      const again = await http.post<{ user: { userId: string; lang: string } }>('/api/init', { type: 'customer', appKey: key, refId, lang: 'zh_HK' });
      expect(again.body.data!.user).toMatchObject({ userId, lang: 'zh' });
      const customer = { token: visitor.body.data!.token };
      expect((await http.get('/api/admin/setting/apiKey', customer)).status).toBe(403);
      const upd = await http.post<{ displayName: string; email: string }>('/api/me/update', { displayName: 'Mei', email: 'mei@example.com' }, customer);
      expect(upd.body.data).toMatchObject({ displayName: 'Mei', email: 'mei@example.com' });
      expect((await http.post('/api/me/update', { email: 'nope' }, customer)).status).toBe(400);

      expect((await http.post('/api/admin/setting/apiKey/delete', { key }, owner)).status).toBe(200);
      const refused = await http.post('/api/init', { type: 'customer', appKey: key });
      expect(refused.status).toBe(401);
      expect((await http.post('/api/admin/setting/apiKey/delete', { key }, owner)).status).toBe(404);
    });

    it('keeps workspaces apart: another workspace cannot see or delete our key', async () => {
      const other = await createWorkspace(server.parley, 'Gamma');
      const { email, password } = await createAgent(server.parley, other.id, { permissions: ['all'] });
      const stranger = await signIn(server.url, email, password);
      const ours = await http.get<{ key: string }[]>('/api/admin/setting/apiKey', owner);
      const key = ours.body.data![0].key;
      const theirs = await http.get<{ key: string }[]>('/api/admin/setting/apiKey', stranger);
      expect(theirs.body.data).toEqual([]);
      expect((await http.post('/api/admin/setting/apiKey/delete', { key }, stranger)).status).toBe(404);
      expect((await http.get<unknown[]>('/api/admin/setting/apiKey', owner)).body.data).toHaveLength(ours.body.data!.length);
    });
  });

  describe('API tokens', () => {
    it('shows the secret once, authenticates token.secret, and revocation takes effect at once', async () => {
      const created = await http.post<{ token: string; secret: string; permissions: string[] }>(
        '/api/admin/apiToken/create',
        { name: 'CRM sync', permissions: ['manageSettings', 'report'] },
        owner,
      );
      expect(created.status).toBe(200);
      const { token, secret } = created.body.data!;
      expect(secret).toBeTruthy();
      const listed = await http.get<{ token: string; secret: string | null }[]>('/api/admin/apiToken', owner);
      expect(listed.body.data!.find((t) => t.token === token)?.secret).toBeNull();
      const integrator = { token: `${token}.${secret}` };
      expect((await http.get('/api/admin/setting/apiKey', integrator)).status).toBe(200);
      expect((await http.get('/api/admin/setting/apiKey', { token: `${token}.wrong` })).status).toBe(401);
      const narrow = await http.post<{ token: string; secret: string }>('/api/admin/apiToken/create', { name: 'reports only', permissions: ['report'] }, owner);
      const reportOnly = { token: `${narrow.body.data!.token}.${narrow.body.data!.secret}` };
      expect((await http.get('/api/admin/setting/apiKey', reportOnly)).status).toBe(403);
      expect((await http.post('/api/admin/apiToken/delete', { token }, owner)).status).toBe(200);
      expect((await http.get('/api/admin/setting/apiKey', integrator)).status).toBe(401);
    });
  });

  describe('GraphQL twins', () => {
    it('reads me with its workspace and manages keys through the same services', async () => {
      const res = await http.graphql<{ me: { email: string; workspace: { name: string } }; createApiKey: { key: string; permissions: string[] } }>(
        'mutation { createApiKey(name: "gql") { key permissions } }',
        undefined,
        owner,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.createApiKey.permissions).toEqual(['sdk']);
      const me = await http.graphql<{ me: { email: string; workspace: { name: string } } }>('{ me { email workspace { name } } }', undefined, owner);
      expect(me.data!.me).toEqual({ email: ADMIN_EMAIL, workspace: { name: 'Acme Support' } });
      const rest = await http.get<{ key: string }[]>('/api/admin/setting/apiKey', owner);
      expect(rest.body.data!.map((k) => k.key)).toContain(res.data!.createApiKey.key);
    });
  });

  describe('service endpoints', () => {
    it('serves health, readiness, the connector and an OpenAPI file listing every route', async () => {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({ status: 'ready', database: variant.name });
      const connector = await http.get<{ connectionList: { host: string; port: number; path: string }[] }>('/api/connector?clientType=26');
      expect(connector.body.data!.connectionList[0]).toMatchObject({ host: '127.0.0.1', path: '/websocket/connect' });
      const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
      for (const r of routeDefinitions()) expect(doc.paths[r.path.replace(/:(\w+)/g, '{$1}')]).toHaveProperty(r.method);
      // The committed schema/openapi.json (npm run codegen writes it, npm run check keeps it fresh) is what is served.
      expect(doc).toEqual(JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'schema', 'openapi.json'), 'utf8')));
    });
  });
});
