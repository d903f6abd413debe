import { createHmac } from 'node:crypto';
import { databaseVariants } from '../../support/databases';
import { api, type Api, type Credentials } from '../../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createAgent, signIn } from '../../factories/workspace';
import { setUpWorkspace } from '../../factories/conversation';
import { subscribeEvents } from '../../support/realtime';
import { until } from '../../support/until';

interface ApiKeyJson {
  key: string;
  secret: string;
  identityVerification: boolean;
}
interface Application {
  themeColorPrimary: string;
  productName: string;
  moduleList: { module: string; title: Record<string, string> }[];
  officeHour: Record<string, { enable: boolean; start: string; end: string }>;
  timezone: string;
  officeHourOpen: boolean;
  responseTime: number | null;
  agents: { userId: string; displayName: string }[];
  workspaceName: string;
}

const weekdayIn = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(new Date()).slice(0, 3).toLowerCase();

describe.each(databaseVariants())('widget configuration and identity on $name', (variant) => {
  let server: TestServer;
  let http: Api;
  let owner: Credentials;
  let key: ApiKeyJson;

  beforeAll(async () => {
    server = await sharedServer(variant);
    http = api(server.url);
    owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await http.post<ApiKeyJson>('/api/admin/setting/apiKey/create', { name: 'Website' }, owner);
    key = created.body.data!;
  });
  afterAll(() => server?.close());

  const updateConfig = (value: Record<string, unknown>, creds: Credentials = owner) =>
    http.graphql<{ updateAppConfig: Record<string, unknown> }>('mutation($value: JSONObject!) { updateAppConfig(value: $value) }', { value }, creds);

  describe('GET /api/application', () => {
    it('answers every default to the widget by API key, with agent avatars', async () => {
      const res = await http.get<Application>(`/api/application?appKey=${key.key}`);
      expect(res.status).toBe(200);
      const app = res.body.data!;
      expect(app.themeColorPrimary).toBe('#6d78a5');
      expect(app.moduleList.map((m) => m.module)).toEqual(['startConversation', 'officeHour', 'conversationList']);
      expect(app.officeHour.mon).toEqual({ enable: true, start: '00:00', end: '24:00' });
      expect(app.officeHourOpen).toBe(true);
      expect(app.responseTime).toBeNull();
      expect(app.workspaceName).toBe('Acme Support');
      expect(app.agents.length).toBeGreaterThanOrEqual(1);
      expect(app.agents.length).toBeLessThanOrEqual(5);
      expect(JSON.stringify(app)).not.toContain(key.secret);
      // The header works too; an unknown key or none is refused.
      expect((await http.get('/api/application', { apiKey: key.key })).status).toBe(200);
      expect((await http.get('/api/application?appKey=pk_nope')).status).toBe(401);
      expect((await http.get('/api/application')).status).toBe(401);
    });

    it('stores an update (manageSettings), merged over the current value, and the widget sees it', async () => {
      const res = await updateConfig({
        themeColorPrimary: '#118855',
        productName: 'Acme Help',
        moduleList: [{ module: 'conversationList' }, { module: 'startConversation', title: { en: 'Hi', zh: '你好' } }],
        responseTimeType: 'manual',
        officeHourResponseTime: 7,
        nonOfficeHourResponseTime: 90,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateAppConfig).toMatchObject({ themeColorPrimary: '#118855', productName: 'Acme Help' });
      const second = await updateConfig({ productName: 'Acme Care' });
      expect(second.data!.updateAppConfig).toMatchObject({ themeColorPrimary: '#118855', productName: 'Acme Care' });
      const app = (await http.get<Application>(`/api/application?appKey=${key.key}`)).body.data!;
      expect(app.moduleList.map((m) => m.module)).toEqual(['conversationList', 'startConversation']);
      expect(app.moduleList[1].title).toEqual({ en: 'Hi', zh: '你好' });
      expect(app.responseTime).toBe(7); // open all day by default: the office-hour value
      const stored = await http.graphql<{ appConfig: { productName: string } }>('{ appConfig }', {}, owner);
      expect(stored.data?.appConfig.productName).toBe('Acme Care');
    });

    it('refuses invalid values with a 400 naming the fields, and agents without manageSettings', async () => {
      const res = await updateConfig({
        themeColorPrimary: 'blue',
        officeHour: { mon: { enable: true, start: '18:00', end: '09:00' } },
        timezone: 'Nowhere/City',
        surprise: true,
      });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const fields = JSON.stringify(res.errors?.[0].extensions);
      expect(fields).toContain('themeColorPrimary');
      expect(fields).toContain('officeHour.mon.end');
      expect(fields).toContain('timezone');
      const app = (await http.get<Application>(`/api/application?appKey=${key.key}`)).body.data!;
      expect(app.themeColorPrimary).toBe('#118855'); // nothing stored
      const {
        agent: _a,
        email,
        password,
      } = await createAgent(server.parley, (await http.get<{ workspaceId: string }>('/api/me', owner)).body.data!.workspaceId, {
        permissions: ['ownConversations'],
      });
      const plain = await signIn(server.url, email, password);
      expect((await updateConfig({ productName: 'Hijack' }, plain)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it("decides office hours in the workspace's time zone", async () => {
      // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: never on the same weekday.
      const east = 'Pacific/Kiritimati';
      const west = 'Pacific/Pago_Pago';
      const closedDay = weekdayIn(east);
      expect(weekdayIn(west)).not.toBe(closedDay);
      const officeHour = { [closedDay]: { enable: false, start: '00:00', end: '24:00' } };
      expect((await updateConfig({ officeHour, timezone: east })).errors).toBeUndefined();
      let app = (await http.get<Application>(`/api/application?appKey=${key.key}`)).body.data!;
      expect(app.officeHourOpen).toBe(false);
      expect(app.responseTime).toBe(90); // the non-office-hour value
      await updateConfig({ timezone: west });
      app = (await http.get<Application>(`/api/application?appKey=${key.key}`)).body.data!;
      expect(app.officeHourOpen).toBe(true);
      expect(app.officeHour[closedDay].enable).toBe(false);
    });
  });

  describe('asking a visitor for an email when no one is available (issue 54)', () => {
    it('stores askEmailWhenAway (default on) through both doors and refuses a non-boolean on each', async () => {
      const w = await setUpWorkspace(server.parley, server.url);
      const application = async () => (await w.http.get<Application & { askEmailWhenAway: boolean }>(`/api/application?appKey=${w.appKey}`)).body.data!;
      expect((await application()).askEmailWhenAway).toBe(true);
      const adminSetting = async () => (await w.http.get<{ appConfig: { askEmailWhenAway: boolean } }>('/api/admin/setting', w.owner.creds)).body.data!;
      expect((await adminSetting()).appConfig.askEmailWhenAway).toBe(true);

      // GraphQL off, REST reads it; REST on, GraphQL reads it.
      const off = await updateConfig({ askEmailWhenAway: false }, w.owner.creds);
      expect(off.errors).toBeUndefined();
      expect(off.data!.updateAppConfig.askEmailWhenAway).toBe(false);
      expect((await adminSetting()).appConfig.askEmailWhenAway).toBe(false);
      expect((await application()).askEmailWhenAway).toBe(false);
      const on = await w.http.post<{ appConfig: { askEmailWhenAway: boolean } }>(
        '/api/admin/setting/update',
        { appConfig: { askEmailWhenAway: true } },
        w.owner.creds,
      );
      expect(on.status).toBe(200);
      expect(on.body.data!.appConfig.askEmailWhenAway).toBe(true);
      const read = await w.http.graphql<{ appConfig: { askEmailWhenAway: boolean } }>('{ appConfig }', {}, w.owner.creds);
      expect(read.data!.appConfig.askEmailWhenAway).toBe(true);

      const badRest = await w.http.post('/api/admin/setting/update', { appConfig: { askEmailWhenAway: 'yes' } }, w.owner.creds);
      expect(badRest.status).toBe(400);
      expect(Object.keys((badRest.body.error?.extraInfo?.fields as Record<string, string>) ?? {})).toContain('askEmailWhenAway');
      const badGql = await updateConfig({ askEmailWhenAway: null }, w.owner.creds);
      expect(badGql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(badGql.errors?.[0].extensions)).toContain('askEmailWhenAway');
      expect((await application()).askEmailWhenAway).toBe(true);
    });

    it('tells the widget whether an agent who answers conversations has the console open', async () => {
      const w = await setUpWorkspace(server.parley, server.url);
      const online = async () => (await w.http.get<{ agentOnline: boolean }>(`/api/application?appKey=${w.appKey}`)).body.data!.agentOnline;
      expect(await online()).toBe(false);

      // Online, but an agent who only reads reports answers nobody.
      const reporter = await w.agent(['report']);
      const reporterSocket = await subscribeEvents(server.url, reporter.creds.token!);
      const visitor = await w.visitor('away-visitor');
      const visitorSocket = await subscribeEvents(server.url, visitor.creds.token!);
      const present = (userId: string) => async () =>
        ((await server.parley.database.dataSource.query('SELECT 1 FROM presence WHERE user_id = $1', [userId])) as unknown[]).length > 0;
      await until(present(reporter.id), 'the reporter online');
      await until(present(visitor.id), 'the visitor online');
      expect(await online()).toBe(false);

      const answering = await w.agent(['ownConversations']);
      const socket = await subscribeEvents(server.url, answering.creds.token!);
      await until(() => online(), 'agentOnline true');
      const gql = await w.http.graphql<{ application: { agentOnline: boolean } }>(`query($k: String) { application(appKey: $k) }`, { k: w.appKey });
      expect(gql.data!.application.agentOnline).toBe(true);

      await socket.close();
      await until(async () => (await online()) === false, 'agentOnline false once the answering agent left');
      await Promise.all([reporterSocket.close(), visitorSocket.close()]);
    });
  });

  describe('HMAC identity verification', () => {
    const sign = (refId: string, secret = key.secret) => createHmac('sha256', secret).update(refId).digest('hex');
    const initVisitor = (body: Record<string, unknown>) =>
      http.post<{ token: string; user: { refId: string } }>('/api/init', { type: 'customer', getAuthToken: true, appKey: key.key, ...body });

    it('is off by default: a refId alone opens that visitor', async () => {
      const res = await initVisitor({ refId: 'crm-1' });
      expect(res.status).toBe(200);
      expect(res.body.data!.user.refId).toBe('crm-1');
    });

    it('when on, accepts a correctly signed refId and refuses a forged, missing or other-key signature', async () => {
      const on = await http.post<ApiKeyJson>('/api/admin/setting/apiKey/update', { key: key.key, identityVerification: true }, owner);
      expect(on.status).toBe(200);
      expect(on.body.data!.identityVerification).toBe(true);

      const ok = await initVisitor({ refId: 'crm-1', refIdHash: sign('crm-1') });
      expect(ok.status).toBe(200);
      expect(ok.body.data!.user.refId).toBe('crm-1');
      expect((await initVisitor({ refId: 'crm-1', refIdHash: sign('crm-1').toUpperCase() })).status).toBe(200);

      const missing = await initVisitor({ refId: 'crm-1' });
      expect(missing.status).toBe(401);
      expect(missing.body.error?.message).toMatch(/refIdHash/);

      const forged = await initVisitor({ refId: 'crm-1', refIdHash: sign('crm-2') });
      expect(forged.status).toBe(403);
      expect(forged.body.error?.message).toMatch(/could not be verified/);
      expect((await initVisitor({ refId: 'crm-1', refIdHash: sign('crm-1', 'another-secret') })).status).toBe(403);
      expect((await initVisitor({ refId: 'crm-1', refIdHash: 'zz' })).status).toBe(403);
      expect((await initVisitor({ refId: 'crm-1', refIdHash: 'a'.repeat(300) })).status).toBe(400);

      // Anonymous visitors (no refId) still chat.
      expect((await initVisitor({})).status).toBe(200);
      // Off again: unsigned refIds pass.
      await http.post('/api/admin/setting/apiKey/update', { key: key.key, identityVerification: false }, owner);
      expect((await initVisitor({ refId: 'crm-1' })).status).toBe(200);
    });

    it('only manageSettings may switch it', async () => {
      const visitor = await initVisitor({});
      const res = await http.post('/api/admin/setting/apiKey/update', { key: key.key, identityVerification: true }, { token: visitor.body.data!.token });
      expect(res.status).toBe(403);
    });
  });
});
