import { databaseVariants } from '../../support/databases';
import { api, type Api, type Credentials } from '../../support/http';
import { nextLink, outboxFor } from '../../support/outbox';
import type { TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { setUpWorkspace, type TestWorkspace } from '../../factories/conversation';
import type { InvitationList, InvitationView } from '../../../server/src/modules/invitation/invitation.types';

/** What the doors answer: the server's view types, so a change of them breaks these tests at compile time. */
type PendingJson = InvitationView;
type ListJson = InvitationList;

const LINK = /\/invitation\/([\w-]+)/;

/**
 * Issue 50.3: invitations stay visible after sending. Managers list the ones nobody has accepted,
 * send one again (a new link; the old stops working) or revoke it; an invitation names teams the
 * person joins; inviting an email with one waiting replaces it; and the answers say the email went
 * to the outbox when no SMTP server is set up.
 */
describe.each(databaseVariants())('pending invitations on $name', (variant) => {
  let server: TestServer;
  let http: Api;
  let owner: Credentials;
  let ownerId: string;
  let w: TestWorkspace;
  let seq = 0;
  const newEmail = () => `pending${Date.now().toString(36)}${++seq}@example.com`;
  const list = async (who: Credentials = owner) => (await http.get<ListJson>('/api/admin/agent/invitation', who)).body.data!;
  const pendingFor = async (email: string) => (await list()).items.filter((i) => i.email === email);
  /** The row once its email job has written the email (sentAt set after the file is written). */
  const sentRow = async (email: string): Promise<PendingJson> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await pendingFor(email);
      if (row?.sentAt) return row;
      if (Date.now() > deadline) throw new Error(`the invitation to ${email} was not sent: ${JSON.stringify(row)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  beforeAll(async () => {
    server = await sharedServer(variant);
    http = api(server.url);
    w = await setUpWorkspace(server.parley, server.url);
    owner = w.owner.creds;
    ownerId = w.owner.id;
  });
  afterAll(() => server?.close());

  it('lists an invitation with its teams, inviter and sending, on REST and GraphQL; the answer says the email went to the outbox', async () => {
    const team = (await http.post<{ id: string; name: string }>('/api/admin/team/create', { name: `Night shift ${Date.now()}` }, owner)).body.data!;
    const email = newEmail();
    const invited = await http.post<{ id: string; delivery: string; expiresAt: number }>(
      '/api/admin/agent/invite',
      { email, displayName: 'Pia', permissions: ['ownConversations'], teamIds: [team.id] },
      owner,
    );
    expect(invited.status).toBe(200);
    expect(invited.body.data).toMatchObject({ email, delivery: 'outbox' });
    expect((await list()).delivery).toBe('outbox');

    const row = await sentRow(email);
    expect(row).toMatchObject({
      id: invited.body.data!.id,
      displayName: 'Pia',
      permissions: ['ownConversations'],
      teams: [{ id: team.id, name: team.name }],
      invitedBy: { id: ownerId },
      expired: false,
      expiresAt: invited.body.data!.expiresAt,
    });
    expect(row.sentAt).toBeGreaterThanOrEqual(row.createdAt);

    const gql = await http.graphql<{ invitations: ListJson }>(
      '{ invitations { delivery items { id email teams { id name } invitedBy { id } sentAt expired } } }',
      {},
      owner,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.invitations.delivery).toBe('outbox');
    expect(gql.data!.invitations.items).toContainEqual(
      expect.objectContaining({ id: row.id, teams: [{ id: team.id, name: team.name }], invitedBy: { id: ownerId } }),
    );

    // Accepting joins the team and takes the invitation off the list.
    const token = await nextLink(server.dataDir, email, LINK);
    const joined = await http.post<{ user: { userId: string } }>(`/api/invitation/${token}/accept`, { password: 'Joined-pass-1' });
    expect(joined.status).toBe(200);
    const teams = (await http.get<{ id: string; agent: string[] }[]>('/api/admin/team', owner)).body.data!;
    expect(teams.find((t) => t.id === team.id)?.agent).toEqual([joined.body.data!.user.userId]);
    expect(await pendingFor(email)).toEqual([]);
  });

  it('inviting an email that has an invitation waiting replaces it: one row, and only the new link works', async () => {
    const email = newEmail();
    expect((await http.post('/api/admin/agent/invite', { email, displayName: 'First name' }, owner)).status).toBe(200);
    const first = await nextLink(server.dataDir, email, LINK);
    expect((await http.post('/api/admin/agent/invite', { email, displayName: 'Second name', permissions: ['report'] }, owner)).status).toBe(200);
    const second = await nextLink(server.dataDir, email, LINK, 1);
    const rows = await pendingFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ displayName: 'Second name', permissions: ['report'] });
    expect((await http.get(`/api/invitation/${first}`)).status).toBe(404);
    expect((await http.get(`/api/invitation/${second}`)).status).toBe(200);
  });

  it('resends with a new link valid 7 days from now, the old one no longer working, and audits it', async () => {
    const email = newEmail();
    expect((await http.post('/api/admin/agent/invite', { email, displayName: 'Rhea' }, owner)).status).toBe(200);
    const old = await nextLink(server.dataDir, email, LINK);
    const before = await sentRow(email);
    await new Promise((r) => setTimeout(r, 5));
    const resent = await http.post<PendingJson>('/api/admin/agent/invitation/resend', { invitationId: before.id }, owner);
    expect(resent.status).toBe(200);
    expect(resent.body.data!.id).toBe(before.id);
    expect(resent.body.data!.expiresAt).toBeGreaterThan(before.expiresAt);
    const fresh = await nextLink(server.dataDir, email, LINK, 1);
    expect(fresh).not.toBe(old);
    expect((await http.get(`/api/invitation/${old}`)).status).toBe(404);
    expect((await http.get(`/api/invitation/${fresh}`)).status).toBe(200);
    expect(outboxFor(server.dataDir, email)).toHaveLength(2);
    const gql = await http.graphql<{ resendInvitation: { id: string } }>('mutation($id: ID!) { resendInvitation(id: $id) { id } }', { id: before.id }, owner);
    expect(gql.data?.resendInvitation.id).toBe(before.id);
    await nextLink(server.dataDir, email, LINK, 2);
    const audit = await http.get<{ items: { detail: Record<string, unknown> }[] }>('/api/admin/audit?action=invitation.resent', owner);
    expect(audit.body.data!.items.map((e) => e.detail)).toContainEqual({ email });
  });

  it('revokes: the link stops working, the row goes, and the audit log says who', async () => {
    const email = newEmail();
    expect((await http.post('/api/admin/agent/invite', { email, displayName: 'Vera' }, owner)).status).toBe(200);
    const token = await nextLink(server.dataDir, email, LINK);
    const [row] = await pendingFor(email);
    const revoked = await http.post('/api/admin/agent/invitation/revoke', { invitationId: row!.id }, owner);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ revoked: true });
    expect((await http.get(`/api/invitation/${token}`)).status).toBe(404);
    expect((await http.post(`/api/invitation/${token}/accept`, { password: 'Joined-pass-1' })).status).toBe(404);
    expect(await pendingFor(email)).toEqual([]);
    // Gone: a second revoke or a resend finds nothing, on both doors.
    expect((await http.post('/api/admin/agent/invitation/revoke', { invitationId: row!.id }, owner)).status).toBe(404);
    expect((await http.post('/api/admin/agent/invitation/resend', { invitationId: row!.id }, owner)).status).toBe(404);
    const gql = await http.graphql('mutation($id: ID!) { revokeInvitation(id: $id) }', { id: row!.id }, owner);
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'invitation.notFound' });
    const audit = await http.get<{ items: { actor: { id: string | null }; detail: Record<string, unknown> }[] }>(
      '/api/admin/audit?action=invitation.revoked',
      owner,
    );
    expect(audit.body.data!.items).toContainEqual(expect.objectContaining({ detail: { email, displayName: 'Vera' } }));
  });

  it('keeps invitations to managers of their own workspace, and refuses bad ids and unknown teams without storing anything', async () => {
    const email = newEmail();
    expect((await http.post('/api/admin/agent/invite', { email, displayName: 'Kit' }, owner)).status).toBe(200);
    const [row] = await pendingFor(email);

    const plain = (await w.agent(['allConversations'])).creds;
    expect((await http.get('/api/admin/agent/invitation', plain)).status).toBe(403);
    expect((await http.post('/api/admin/agent/invitation/revoke', { invitationId: row!.id }, plain)).status).toBe(403);
    expect((await http.graphql('{ invitations { delivery } }', {}, plain)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    const stranger = (await setUpWorkspace(server.parley, server.url)).owner.creds;
    expect((await list(stranger)).items.map((i) => i.id)).not.toContain(row!.id);
    expect((await http.post('/api/admin/agent/invitation/revoke', { invitationId: row!.id }, stranger)).status).toBe(404);
    expect((await http.post('/api/admin/agent/invitation/resend', { invitationId: row!.id }, stranger)).status).toBe(404);

    expect((await http.post('/api/admin/agent/invitation/revoke', { invitationId: 'nope' }, owner)).status).toBe(400);
    expect((await http.graphql('mutation { resendInvitation(id: "nope") { id } }', {}, owner)).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const otherTeam = (await http.post<{ id: string }>('/api/admin/team/create', { name: `Theirs ${Date.now()}` }, stranger)).body.data!;
    const refused = await http.post('/api/admin/agent/invite', { email: newEmail(), displayName: 'Tess', teamIds: [otherTeam.id] }, owner);
    expect(refused.status).toBe(404);
    expect(refused.body.error?.reason).toBe('team.notFound');
    const gqlRefused = await http.graphql('mutation { inviteAgent(email: "t@example.com", displayName: "T", teamIds: ["nope"]) }', {}, owner);
    expect(gqlRefused.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await pendingFor('t@example.com')).toEqual([]);
    expect((await list()).items.filter((i) => i.displayName === 'Tess')).toEqual([]);
  });
});
