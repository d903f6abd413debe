import { createHmac } from 'node:crypto';
import { databaseVariants } from '../support/databases';
import { FakeSmtp } from '../support/fake-smtp';
import { api, type Api, type Credentials } from '../support/http';
import { GatewayClient } from '../support/realtime';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { createConversation, setUpWorkspace } from '../factories/conversation';
import { createAgent, createWorkspace, signIn } from '../factories/workspace';

/** core/events/access-revocation.ts: the close code of a socket whose credential ended. */
const ACCESS_CHANGED = 4403;
const INVITATION = /\/invitation\/([\w-]+)/;
const RESET = /\/account\/([\w-]+)\/reset/;

const sign = (refId: string, secret: string) => createHmac('sha256', secret).update(refId).digest('hex');
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

interface ApiKeyJson {
  key: string;
  secret: string;
}

interface SessionAnswer {
  token: string;
  user: { userId: string; permissions: string[]; workspaceId: string };
}

// Issue 13, findings 1, 4 and 8 (reset timing). Every email of this server goes through a fake SMTP
// server, so a test can hold SMTP and see whether a request waits for it.
describe.each(databaseVariants())('account security on $name', (variant) => {
  let smtp: FakeSmtp;
  let server: TestServer;
  let http: Api;
  let operator: Credentials;

  beforeAll(async () => {
    smtp = await FakeSmtp.start();
    // Its own server (not a group's, tests/support/shared-server.ts): its fake SMTP server (SMTP_URL) and PUBLIC_URL.
    server = await startTestServer(variant, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://parley.example.com' });
    http = api(server.url);
    operator = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** The link in the newest email to `to`, once it has more than `after` (emails are sent by jobs, after the answer). */
  const tokenIn = async (to: string, pattern: RegExp, after = 0) => {
    const mail = await smtp.mailTo(to, 10_000, after);
    const token = pattern.exec(mail.body)?.[1];
    if (!token) throw new Error(`no link like ${pattern} in the email to ${to}`);
    return token;
  };

  /** A workspace of its own whose owner holds `all`, as every owner the system API invites does. */
  const ownedWorkspace = async (name: string) => {
    const workspace = await createWorkspace(server.parley, name);
    const { agent, email, password } = await createAgent(server.parley, workspace.id, { permissions: ['all'] });
    return { workspaceId: workspace.id, ownerId: agent.id, email, password, creds: await signIn(server.url, email, password, workspace.id) };
  };

  describe('only a verified email gets a password (finding 1)', () => {
    it('system belongs to the operator: a workspace owner can neither use the system API nor hand system out', async () => {
      const me = await http.get<{ permissions: string[] }>('/api/me', operator);
      expect(me.body.data!.permissions).toEqual(['all', 'system']);

      const owner = await ownedWorkspace('Mallory Ltd');
      const victim = unique('victim');
      const attempt = await http.post(
        '/api/system/workspace/create',
        { name: 'Trap', ownerEmail: victim, ownerDisplayName: 'Victim', ownerPassword: 'Trap-pass-1' },
        owner.creds,
      );
      expect(attempt.status).toBe(403);
      expect((await http.post('/api/system/workspace/create', { name: 'Trap', ownerEmail: victim, ownerDisplayName: 'V' }, owner.creds)).status).toBe(403);
      // Nor through a token or their own permissions: system comes only from someone who holds it.
      expect((await http.post('/api/admin/apiToken/create', { name: 'sys', permissions: ['system'] }, owner.creds)).status).toBe(403);
      const selfGrant = await http.post('/api/admin/agent/update', { userId: owner.ownerId, permissions: ['all', 'system'] }, owner.creds);
      expect(selfGrant.status).toBe(403);
      // The operator can hand it out, to a token of their own workspace.
      expect((await http.post('/api/admin/apiToken/create', { name: 'ops', permissions: ['system'] }, operator)).status).toBe(200);
      // Nobody signs in with the trap password: no identity was made for the victim.
      expect((await http.post('/api/init', { username: victim, password: 'Trap-pass-1' })).status).toBe(401);
    });

    it('the system API invites the owner and never sets their password: the trap password never signs in', async () => {
      const victim = unique('owner-to-be');
      const withPassword = await http.post(
        '/api/system/workspace/create',
        { name: 'Trap Desk', ownerEmail: victim, ownerDisplayName: 'Vic', ownerPassword: 'Trap-pass-1' },
        operator,
      );
      expect(withPassword.status).toBe(400);
      expect(withPassword.body.error?.extraInfo).toMatchObject({ fields: { ownerPassword: 'unsupported' } });

      const created = await http.post<{ id: string; name: string; invitation: { email: string; expiresAt: number } }>(
        '/api/system/workspace/create',
        { name: 'New Desk', ownerEmail: victim, ownerDisplayName: 'Vic' },
        operator,
      );
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({ name: 'New Desk', invitation: { email: victim } });
      const ownerToken = await tokenIn(victim, INVITATION);
      expect((await http.post('/api/init', { username: victim, password: 'Trap-pass-1' })).status).toBe(401);

      // The trap of the issue: another workspace invites the same email. Joining still needs the
      // person's own new password: nobody chose one for them.
      const other = await ownedWorkspace('Other Desk');
      expect((await http.post('/api/admin/agent/invite', { email: victim, displayName: 'Vic' }, other.creds)).status).toBe(200);
      const otherToken = await tokenIn(victim, INVITATION, 1);
      expect((await http.get<{ requirePassword: boolean }>(`/api/invitation/${otherToken}`)).body.data!.requirePassword).toBe(true);
      expect((await http.post(`/api/invitation/${otherToken}/accept`, {})).status).toBe(400);
      expect((await http.post(`/api/invitation/${otherToken}/accept`, { password: 'Victims-own-1' })).status).toBe(200);
      expect((await http.post('/api/init', { username: victim, password: 'Trap-pass-1' })).status).toBe(401);

      // The owner invitation: accepted by the person, with the password they chose; all, not system.
      expect((await http.get<{ requirePassword: boolean; organization: string }>(`/api/invitation/${ownerToken}`)).body.data).toMatchObject({
        organization: 'New Desk',
        requirePassword: false,
      });
      const joined = await http.post<SessionAnswer>(`/api/invitation/${ownerToken}/accept`, {});
      expect(joined.status).toBe(200);
      expect(joined.body.data!.user).toMatchObject({ workspaceId: created.body.data!.id, permissions: ['all'] });
      const both = await http.post('/api/init', { username: victim, password: 'Victims-own-1' });
      expect(both.body.error?.code).toBe(253);
    });

    it('joining needs consent: the system API does not make an agent of another workspace an owner until they accept', async () => {
      const existing = await ownedWorkspace('Existing Desk');
      const created = await http.post<{ id: string }>(
        '/api/system/workspace/create',
        { name: 'Unasked Desk', ownerEmail: existing.email, ownerDisplayName: 'Ex' },
        operator,
      );
      expect(created.status).toBe(200);
      const token = await tokenIn(existing.email, INVITATION);
      // Not a member yet: sign-in does not offer the new workspace, and cannot pick it.
      const signedIn = await http.post<SessionAnswer>('/api/init', { username: existing.email, password: existing.password });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data!.user.workspaceId).toBe(existing.workspaceId);
      const pick = await http.post('/api/init', { username: existing.email, password: existing.password, preferredAccount: created.body.data!.id });
      expect(pick.status).toBe(400);

      expect((await http.post(`/api/invitation/${token}/accept`, {})).status).toBe(200);
      const picked = await http.post<SessionAnswer>('/api/init', {
        username: existing.email,
        password: existing.password,
        preferredAccount: created.body.data!.id,
      });
      expect(picked.body.data!.user).toMatchObject({ workspaceId: created.body.data!.id, permissions: ['all'] });
    });
  });

  describe('verification is per customer, not per key (finding 4)', () => {
    const keyOf = async (owner: Credentials, name: string, verify: boolean) => {
      const created = await http.post<ApiKeyJson>('/api/admin/setting/apiKey/create', { name }, owner);
      if (verify)
        expect((await http.post('/api/admin/setting/apiKey/update', { key: created.body.data!.key, identityVerification: true }, owner)).status).toBe(200);
      return created.body.data!;
    };
    const init = (key: ApiKeyJson, refId?: string, refIdHash?: string) =>
      http.post<SessionAnswer>('/api/init', { type: 'customer', getAuthToken: true, appKey: key.key, refId, refIdHash });

    it('a verified visitor opens through no key of the workspace without a valid signature', async () => {
      const w = await setUpWorkspace(server.parley, server.url);
      const verified = await keyOf(w.owner.creds, 'shop', true);
      const loose = await keyOf(w.owner.creds, 'blog', false);

      const customer = await init(verified, 'crm-42', sign('crm-42', verified.secret));
      expect(customer.status).toBe(200);
      const creds = { token: customer.body.data!.token };
      const conversation = await createConversation(http, creds, { name: 'my order' });

      // Through the key without verification: refused unless signed with that key's own secret.
      expect((await init(loose, 'crm-42')).status).toBe(401);
      expect((await init(loose, 'crm-42', sign('crm-42', verified.secret))).status).toBe(403);
      expect((await init(loose, 'never-seen')).status).toBe(401);
      const signed = await init(loose, 'crm-42', sign('crm-42', loose.secret));
      expect(signed.status).toBe(200);
      const seen = await http.get<{ id: string }[]>('/api/conversation', { token: signed.body.data!.token });
      expect(seen.body.data!.map((c) => c.id)).toEqual([conversation.id]);
      // Anonymous visitors still chat through either key.
      expect((await init(loose)).status).toBe(200);
    });

    it('switching verification on ends the sessions that never proved their refId, and closes their sockets', async () => {
      const w = await setUpWorkspace(server.parley, server.url);
      const key = await keyOf(w.owner.creds, 'site', false);
      const early = await init(key, 'crm-7');
      const proven = await init(key, 'crm-8', sign('crm-8', key.secret));
      const anonymous = await init(key);
      for (const r of [early, proven, anonymous]) expect(r.status).toBe(200);
      const socket = await GatewayClient.connect(server.url, early.body.data!.token);
      const provenSocket = await GatewayClient.connect(server.url, proven.body.data!.token);

      expect((await http.post('/api/admin/setting/apiKey/update', { key: key.key, identityVerification: true }, w.owner.creds)).status).toBe(200);
      expect(await socket.waitClosed()).toBe(ACCESS_CHANGED);
      expect((await http.get('/api/me', { token: early.body.data!.token })).status).toBe(401);
      expect((await init(key, 'crm-7')).status).toBe(401);
      // A proven visitor and an anonymous one go on: their socket still answers after the revocation.
      expect((await http.get('/api/me', { token: proven.body.data!.token })).status).toBe(200);
      expect((await http.get('/api/me', { token: anonymous.body.data!.token })).status).toBe(200);
      provenSocket.send({ type: 'ping' });
      await provenSocket.next((m) => m.type === 'pong');
      expect(provenSocket.closeCode).toBeNull();
      provenSocket.close();
    });
  });

  describe('a reset request answers in the same time whether the email exists (finding 8)', () => {
    it('neither a known nor an unknown email waits for SMTP, and the known one still gets its link', async () => {
      const owner = await ownedWorkspace('Reset Desk');
      const unknown = unique('nobody');
      smtp.log.splice(0);
      smtp.hold();
      const answers = [];
      for (const email of [unknown, owner.email]) {
        const res = await http.post<{ timestamp: number }>('/api/forgetPassword/request', { email });
        smtp.log.push(`answered ${email}`);
        answers.push(res);
      }
      // Both answers came while SMTP had not even greeted, and they look alike.
      expect(smtp.log).toEqual([`answered ${unknown}`, `answered ${owner.email}`]);
      expect(answers.map((a) => [a.status, Object.keys(a.body.data!)])).toEqual([
        [200, ['timestamp']],
        [200, ['timestamp']],
      ]);
      smtp.release();

      const token = await tokenIn(owner.email, RESET);
      expect((await http.get<{ email: string }>(`/api/forgetPassword/${token}`)).body.data).toEqual({ email: owner.email });
      expect(smtp.log).toEqual([`answered ${unknown}`, `answered ${owner.email}`, `accepted ${owner.email}`]);
    });
  });
});
