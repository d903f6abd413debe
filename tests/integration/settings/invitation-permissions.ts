import { databaseVariants } from '../../support/databases';
import { api, type Api, type Credentials } from '../../support/http';
import { nextLink } from '../../support/outbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createAgent, signIn } from '../../factories/workspace';

interface Joined {
  user: { userId: string; permissions: string[] };
}

/**
 * Issue 47, finding 6: an invitation's permissions are chosen when it is made, pass the same check
 * as a permission change (nobody grants what they do not hold) and are what the person joins with.
 */
describe.each(databaseVariants())('invitation permissions on $name', (variant) => {
  let server: TestServer;
  let http: Api;
  let owner: Credentials;
  let workspaceId: string;
  let seq = 0;

  const newEmail = () => `invitee${Date.now().toString(36)}${++seq}@example.com`;
  /** Accepts the invitation emailed to `email` with a new password. */
  const join = async (email: string) => {
    const token = await nextLink(server.dataDir, email, /\/invitation\/([\w-]+)/);
    const joined = await http.post<Joined>(`/api/invitation/${token}/accept`, { password: 'Joined-pass-1' });
    expect(joined.status).toBe(200);
    return joined.body.data!.user;
  };
  const manager = async (permissions: string[]) => {
    const { email, password } = await createAgent(server.parley, workspaceId, { permissions });
    return signIn(server.url, email, password);
  };

  beforeAll(async () => {
    server = await sharedServer(variant);
    http = api(server.url);
    owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    workspaceId = (await http.get<{ workspaceId: string }>('/api/me', owner)).body.data!.workspaceId;
  });
  afterAll(() => server?.close());

  it('refuses a manageUser-only manager who invites with allConversations, or with the default that holds it, on REST and GraphQL', async () => {
    const creds = await manager(['manageUser']);
    const email = newEmail();
    const chosen = await http.post('/api/admin/agent/invite', { email, displayName: 'Mallory', permissions: ['allConversations'] }, creds);
    expect(chosen.status).toBe(403);
    expect(chosen.body.error?.message).toBe('You cannot grant allConversations: you do not hold it yourself');
    // Choosing nothing means today's default, allConversations: checked the same way.
    const defaulted = await http.post('/api/admin/agent/invite', { email, displayName: 'Mallory' }, creds);
    expect(defaulted.status).toBe(403);
    expect(defaulted.body.error?.message).toBe('You cannot grant allConversations: you do not hold it yourself');
    const gql = await http.graphql('mutation($e: String!) { inviteAgent(email: $e, displayName: "Mallory", permissions: ["console"]) }', { e: email }, creds);
    expect(gql.errors?.[0]?.message).toBe('You cannot grant console: you do not hold it yourself');
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // Nothing was stored, so nothing was mailed: an unknown permission is a 400, not a silent drop.
    const unknown = await http.post('/api/admin/agent/invite', { email, displayName: 'Mallory', permissions: ['root'] }, creds);
    expect(unknown.status).toBe(400);
    const invitations: { n: number }[] = await server.parley.database.dataSource.query('SELECT count(*)::int AS n FROM invitation WHERE email = $1', [email]);
    expect(invitations[0]!.n).toBe(0);
  });

  it('lets a manager invite with what they hold: the person joins with exactly that', async () => {
    const creds = await manager(['manageUser', 'ownConversations']);
    const email = newEmail();
    const sent = await http.post('/api/admin/agent/invite', { email, displayName: 'Olive', permissions: ['ownConversations'] }, creds);
    expect(sent.status).toBe(200);
    const user = await join(email);
    expect(user.permissions).toEqual(['ownConversations']);
    const [stored]: { permissions: string[] }[] = await server.parley.database.dataSource.query('SELECT permissions FROM agent WHERE id = $1', [user.userId]);
    expect(stored!.permissions).toEqual(['ownConversations']);
    // Recorded on the invitation and in its audit entry.
    const [inv]: { permissions: string[] }[] = await server.parley.database.dataSource.query('SELECT permissions FROM invitation WHERE email = $1', [email]);
    expect(inv!.permissions).toEqual(['ownConversations']);
    const audit = await http.get<{ items: { detail: Record<string, unknown> }[] }>('/api/admin/audit?action=agent.invited', owner);
    expect(audit.body.data!.items.map((e) => e.detail)).toContainEqual(expect.objectContaining({ email, permissions: ['ownConversations'] }));
  });

  it("applies an owner's chosen permissions (GraphQL too), and the default when none are chosen", async () => {
    const chosenEmail = newEmail();
    const sent = await http.graphql<{ inviteAgent: boolean }>(
      'mutation($e: String!) { inviteAgent(email: $e, displayName: "Rita", permissions: ["report", "manageSettings"]) }',
      { e: chosenEmail },
      owner,
    );
    expect(sent.errors).toBeUndefined();
    expect((await join(chosenEmail)).permissions).toEqual(['report', 'manageSettings']);

    const defaultEmail = newEmail();
    expect((await http.post('/api/admin/agent/invite', { email: defaultEmail, displayName: 'Dana' }, owner)).status).toBe(200);
    expect((await join(defaultEmail)).permissions).toEqual(['allConversations']);

    const noneEmail = newEmail();
    expect((await http.post('/api/admin/agent/invite', { email: noneEmail, displayName: 'Nora', permissions: [] }, owner)).status).toBe(200);
    expect((await join(noneEmail)).permissions).toEqual([]);
  });
});
