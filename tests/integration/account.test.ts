import { databaseVariants } from '../support/databases';
import { api, type Api, type Credentials } from '../support/http';
import { nextLink, outboxFor } from '../support/outbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { createAgent, createWorkspace, signIn } from '../factories/workspace';

describe.each(databaseVariants())('password reset and invitations on $name', (variant) => {
  let server: TestServer;
  let http: Api;
  let owner: Credentials;
  let workspaceId: string;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): PUBLIC_URL for the links its emails carry, and a second server in another configuration.
    server = await startTestServer(variant, { PUBLIC_URL: 'https://parley.example.com' });
    http = api(server.url);
    owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    workspaceId = (await http.get<{ workspaceId: string }>('/api/me', owner)).body.data!.workspaceId;
  });
  afterAll(() => server?.close());

  it('resets a password through the emailed link, once, and signs out old sessions', async () => {
    const { email, password } = await createAgent(server.parley, workspaceId);
    const old = await signIn(server.url, email, password);
    const res = await http.post<{ timestamp: number }>('/api/forgetPassword/request', { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.data!.timestamp).toBeGreaterThan(0);
    // The email leaves from a background task (the answer does not wait for SMTP).
    const token = await nextLink(server.dataDir, email, /https:\/\/parley\.example\.com\/account\/([\w-]+)\/reset/);

    expect((await http.get<{ email: string }>(`/api/forgetPassword/${token}`)).body.data).toEqual({ email });
    const weak = await http.post(`/api/forgetPassword/${token}/submit`, { password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.body.error?.message).toMatch(/8 to 64 characters/);
    expect((await http.post(`/api/forgetPassword/${token}/submit`, { password: 'New-pass-42' })).status).toBe(200);

    expect((await http.get('/api/me', old)).status).toBe(401);
    expect((await http.post('/api/init', { username: email, password })).status).toBe(401);
    expect((await http.post('/api/init', { username: email, password: 'New-pass-42' })).status).toBe(200);
    const reused = await http.get(`/api/forgetPassword/${token}`);
    expect(reused.status).toBe(410);
    expect(reused.body.error?.message).toBe('The reset password link has expired');
    expect((await http.post(`/api/forgetPassword/${token}/submit`, { password: 'Other-pass-42' })).status).toBe(410);
    expect((await http.get('/api/forgetPassword/not-a-real-token-at-all')).status).toBe(404);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await http.post<{ timestamp: number }>('/api/forgetPassword/request', { email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(outboxFor(server.dataDir, 'nobody@example.com')).toEqual([]);
    expect((await http.post('/api/forgetPassword/request', { email: 'not an email' })).body.error?.extraInfo).toEqual({
      fields: { 'body.email': 'Incorrect email format' },
    });
  });

  it('expires reset links after their time', async () => {
    const { email } = await createAgent(server.parley, workspaceId);
    await http.post('/api/forgetPassword/request', { email });
    const token = await nextLink(server.dataDir, email, /\/account\/([\w-]+)\/reset/);
    await server.parley.database.dataSource.query(`UPDATE password_reset SET expires_at = now() - interval '1 minute'`);
    expect((await http.get(`/api/forgetPassword/${token}`)).status).toBe(410);
  });

  it('invites a new person, who sets a password, joins and is signed in', async () => {
    const email = `new${Date.now()}@example.com`;
    const sent = await http.post('/api/admin/agent/invite', { email, displayName: 'Nadia' }, owner);
    expect(sent.status).toBe(200);
    // Mailed by a job: the invitation is stored when the answer comes, its email soon after.
    const token = await nextLink(server.dataDir, email, /https:\/\/parley\.example\.com\/invitation\/([\w-]+)/);
    const info = await http.get<{ organization: string; requirePassword: boolean }>(`/api/invitation/${token}`);
    expect(info.body.data).toMatchObject({ organization: 'Acme Support', requirePassword: true });
    expect((await http.post(`/api/invitation/${token}/accept`, {})).status).toBe(400);
    const joined = await http.post<{ user: { displayName: string; permissions: string[] } }>(`/api/invitation/${token}/accept`, { password: 'Joined-pass-1' });
    expect(joined.status).toBe(200);
    expect(joined.body.data!.user).toMatchObject({ displayName: 'Nadia', permissions: ['allConversations'] });
    const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await http.get('/api/me', { cookie })).status).toBe(200);
    expect((await http.post(`/api/invitation/${token}/accept`, { password: 'Joined-pass-1' })).status).toBe(404);
    expect((await http.get(`/api/invitation/${token}`)).status).toBe(404);
    expect((await http.post('/api/init', { username: email, password: 'Joined-pass-1' })).status).toBe(200);
  });

  it('lets someone who already signs in elsewhere join without a new password', async () => {
    const other = await createWorkspace(server.parley, 'Elsewhere Ltd');
    const { email, password } = await createAgent(server.parley, other.id);
    await http.post('/api/admin/agent/invite', { email, displayName: 'Returning' }, owner);
    const token = await nextLink(server.dataDir, email, /\/invitation\/([\w-]+)/);
    expect((await http.get<{ requirePassword: boolean }>(`/api/invitation/${token}`)).body.data!.requirePassword).toBe(false);
    expect((await http.post(`/api/invitation/${token}/accept`, {})).status).toBe(200);
    const both = await http.post('/api/init', { username: email, password });
    expect(both.body.error?.code).toBe(253);
    expect((both.body.error?.extraInfo?.accounts as unknown[]).length).toBe(2);
    expect((await http.post('/api/admin/agent/invite', { email, displayName: 'Again' }, owner)).status).toBe(409);
  });

  it('needs manageUser to invite', async () => {
    const { email, password } = await createAgent(server.parley, workspaceId, { permissions: ['manageSettings'] });
    const agent = await signIn(server.url, email, password);
    const res = await http.post('/api/admin/agent/invite', { email: 'x@example.com', displayName: 'X' }, agent);
    expect(res.status).toBe(403);
    expect((await http.post('/api/admin/agent/invite', { email: '', displayName: 'X' }, owner)).body.error?.extraInfo).toMatchObject({
      fields: { 'body.email': 'Please fill in the email' },
    });
  });
});

describe.each(databaseVariants().slice(0, 1))('system API on $name', (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(() => server?.close());

  it('creates a workspace and invites its owner, who picks it at sign-in once they accept; console agents cannot', async () => {
    const http = api(server.url);
    const owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const adminMailsBefore = outboxFor(server.dataDir, ADMIN_EMAIL).length;
    const created = await http.post<{ id: string; name: string; invitation: { email: string } }>(
      '/api/system/workspace/create',
      { name: 'Second Desk', ownerEmail: ADMIN_EMAIL, ownerDisplayName: 'Owner' },
      owner,
    );
    expect(created.status).toBe(200);
    expect(created.body.data!.invitation.email).toBe(ADMIN_EMAIL);
    // An owner only once they accept the emailed invitation (security-accounts.test.ts).
    expect((await http.post('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(200);
    const token = await nextLink(server.dataDir, ADMIN_EMAIL, /\/invitation\/([\w-]+)/, adminMailsBefore);
    expect((await http.post(`/api/invitation/${token}/accept`, {})).status).toBe(200);
    const pick = await http.post('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(pick.body.error?.code).toBe(253);
    const workspaceId = (await http.get<{ workspaceId: string }>('/api/me', owner)).body.data!.workspaceId;
    const { email, password } = await createAgent(server.parley, workspaceId, { permissions: ['console'] });
    const consoleAgent = await signIn(server.url, email, password);
    const refused = await http.post('/api/system/workspace/create', { name: 'X', ownerEmail: 'x@example.com', ownerDisplayName: 'X' }, consoleAgent);
    expect(refused.status).toBe(403);
    const withPassword = await http.post(
      '/api/system/workspace/create',
      { name: 'Y', ownerEmail: 'new-owner@example.com', ownerDisplayName: 'Y', ownerPassword: 'Xx-12345!' },
      owner,
    );
    expect(withPassword.status).toBe(400);
  });
});
