import { databaseVariants } from '../../support/databases';
import { nextLink } from '../../support/outbox';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from '../../support/server';
import { signIn } from '../../factories/workspace';
import { sharedServer } from '../../support/shared-server';
import { setUpWorkspace, type TestWorkspace } from '../../factories/conversation';
import type { GettingStartedView } from '../../../server/src/modules/onboarding/getting-started.types';

const NOTHING_DONE: GettingStartedView = { widgetInstalled: false, teamInvited: false, channelConnected: false, officeHoursSet: false, dismissed: false };

/**
 * Issue 50.2: a new workspace's getting-started steps tick themselves from what exists (a visitor,
 * an invitation, a connected platform, office hours of its own), on both doors; dismissing is per
 * agent; only those who manage settings see it.
 */
describe.each(databaseVariants())('getting started on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  const status = async (creds = w.owner.creds) => (await w.http.get<GettingStartedView>('/api/gettingStarted', creds)).body.data!;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  it('ticks each step as it is done, whichever door did it', async () => {
    expect(await status()).toEqual(NOTHING_DONE);

    await w.visitor();
    expect(await status()).toMatchObject({ widgetInstalled: true, teamInvited: false });

    expect((await w.http.post('/api/admin/agent/invite', { email: `first-${Date.now()}@example.com`, displayName: 'First hire' }, w.owner.creds)).status).toBe(
      200,
    );
    expect(await status()).toMatchObject({ teamInvited: true, channelConnected: false });

    expect((await w.http.post('/api/admin/setting/externalPlatform/sanuker/create', {}, w.owner.creds)).status).toBe(200);
    expect(await status()).toMatchObject({ channelConnected: true, officeHoursSet: false });

    // Saving the defaults again is not setting office hours; a time zone of its own is.
    expect((await w.http.post('/api/admin/setting/update', { appConfig: { timezone: 'UTC' } }, w.owner.creds)).status).toBe(200);
    expect((await status()).officeHoursSet).toBe(false);
    expect((await w.http.post('/api/admin/setting/update', { appConfig: { timezone: 'Asia/Hong_Kong' } }, w.owner.creds)).status).toBe(200);
    expect(await status()).toEqual({ widgetInstalled: true, teamInvited: true, channelConnected: true, officeHoursSet: true, dismissed: false });

    const gql = await w.http.graphql<{ gettingStarted: GettingStartedView }>(
      '{ gettingStarted { widgetInstalled teamInvited channelConnected officeHoursSet dismissed } }',
      {},
      w.owner.creds,
    );
    expect(gql.data?.gettingStarted).toEqual(await status());
  });

  it('is dismissed per agent, on both doors, and only for those who manage settings', async () => {
    const other = await w.agent(['manageSettings']);
    const plain = await w.agent(['allConversations']);
    const token = await w.token(['manageSettings']);

    const dismissed = await w.http.post<GettingStartedView>('/api/gettingStarted/dismiss', {}, w.owner.creds);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data!.dismissed).toBe(true);
    expect((await status()).dismissed).toBe(true);
    expect((await status(other.creds)).dismissed).toBe(false);
    const gql = await w.http.graphql<{ dismissGettingStarted: { dismissed: boolean } }>('mutation { dismissGettingStarted { dismissed } }', {}, other.creds);
    expect(gql.data?.dismissGettingStarted.dismissed).toBe(true);
    expect((await status(other.creds)).dismissed).toBe(true);

    expect((await w.http.get('/api/gettingStarted', plain.creds)).status).toBe(403);
    expect((await w.http.post('/api/gettingStarted/dismiss', {}, plain.creds)).status).toBe(403);
    // An API token may read the steps but has no panel to put away.
    expect((await status(token.creds)).dismissed).toBe(false);
    expect((await w.http.post('/api/gettingStarted/dismiss', {}, token.creds)).status).toBe(403);
    // The agent's own configuration keys are unchanged by it.
    const configuration = await w.http.get<Record<string, unknown>>('/api/configuration', w.owner.creds);
    expect(Object.keys(configuration.body.data!)).not.toContain('gettingStartedDismissed');
  });

  it('a workspace made by the system API starts with nothing done: its owner accepting their own invitation is not the team', async () => {
    const operator = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const ownerEmail = `system-owner-${Date.now()}@example.com`;
    const created = await w.http.post('/api/system/workspace/create', { name: `Made ${Date.now()}`, ownerEmail, ownerDisplayName: 'Sys Owner' }, operator);
    expect(created.status).toBe(200);
    const token = await nextLink(server.dataDir, ownerEmail, /\/invitation\/([\w-]+)/);
    expect((await w.http.post(`/api/invitation/${token}/accept`, { password: 'Owner-pass-1' })).status).toBe(200);
    const owner = await signIn(server.url, ownerEmail, 'Owner-pass-1');
    expect(await status(owner)).toEqual(NOTHING_DONE);
  });
});
