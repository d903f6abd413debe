import { databaseVariants } from '../../support/databases';
import { subscribeEvents } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';

interface View {
  value: string;
  label: string;
  count?: number;
  searchParams: Record<string, unknown>;
}
interface Configuration {
  conversationCustomViews: View[];
}

const VIEWS_QUERY = `query { configuration { id conversationCustomViews { value label count searchParams { status filter team tag reverseOrder } } } }`;
const UPDATE_MUTATION = `mutation($v: ConfigurationSetValueInput!) {
  updateConfiguration(setValue: $v) { id conversationCustomViews { value label searchParams { status filter tag reverseOrder } } }
}`;

describe.each(databaseVariants())('agent configuration (custom views) on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, colleague: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [agent, colleague] = await Promise.all([w.agent(['allConversations']), w.agent(['ownConversations'])]);
  });
  afterAll(() => server?.close());

  const get = (who: Person) => w.http.get<Configuration>('/api/configuration', who.creds);
  const update = (who: Person, setValue: unknown) => w.http.post<Configuration>('/api/configuration/update', { setValue }, who.creds);

  const vipOpen: View = { value: 'customView-vip', label: 'VIP, newest', searchParams: { status: 'open', filter: 'all', tag: 'vip' } };

  it('starts empty, then creates, renames and deletes views, each change kept per agent', async () => {
    expect(await get(agent)).toMatchObject({ status: 200, body: { data: { conversationCustomViews: [] } } });

    const created = await update(agent, { conversationCustomViews: [vipOpen] });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ conversationCustomViews: [vipOpen] });
    expect((await get(agent)).body.data).toEqual({ conversationCustomViews: [vipOpen] });

    // Another agent of the workspace keeps their own (none), and cannot see this one.
    expect((await get(colleague)).body.data).toEqual({ conversationCustomViews: [] });

    const oldest: View = { value: 'customView-old', label: 'Oldest closed', searchParams: { status: 'closed', filter: 'me', reverseOrder: true } };
    const renamed = { ...vipOpen, label: '  VIP customers  ' };
    expect((await update(agent, { conversationCustomViews: [renamed, oldest] })).status).toBe(200);
    // Labels are trimmed.
    expect((await get(agent)).body.data!.conversationCustomViews).toEqual([{ ...vipOpen, label: 'VIP customers' }, oldest]);

    expect((await update(agent, { conversationCustomViews: [oldest] })).body.data).toEqual({ conversationCustomViews: [oldest] });
    expect((await get(agent)).body.data).toEqual({ conversationCustomViews: [oldest] });
    expect((await get(colleague)).body.data).toEqual({ conversationCustomViews: [] });
  });

  it('refuses malformed views with 400 naming the field, and keeps what was stored', async () => {
    await update(colleague, { conversationCustomViews: [vipOpen] });
    const bad: [unknown, string][] = [
      [{ conversationCustomViews: [{ ...vipOpen, value: 'vip' }] }, 'body.setValue.conversationCustomViews.0.value'],
      [{ conversationCustomViews: [{ ...vipOpen, label: '   ' }] }, 'body.setValue.conversationCustomViews.0.label'],
      [{ conversationCustomViews: [{ ...vipOpen, label: 'x'.repeat(51) }] }, 'body.setValue.conversationCustomViews.0.label'],
      [{ conversationCustomViews: [{ ...vipOpen, searchParams: { status: 'sleeping' } }] }, 'body.setValue.conversationCustomViews.0.searchParams.status'],
      [{ conversationCustomViews: [{ ...vipOpen, searchParams: { team: 'not-an-id' } }] }, 'body.setValue.conversationCustomViews.0.searchParams.team'],
      [{ conversationCustomViews: [{ ...vipOpen, searchParams: { sql: 'drop' } }] }, 'body.setValue.conversationCustomViews.0.searchParams'],
      [{ conversationCustomViews: [vipOpen, vipOpen] }, 'body.setValue.conversationCustomViews.1.value'],
      [{ conversationCustomViews: Array.from({ length: 51 }, (_, i) => ({ ...vipOpen, value: `customView-${i}` })) }, 'body.setValue.conversationCustomViews'],
      [{ conversationCustomViews: 'all of them' }, 'body.setValue.conversationCustomViews'],
      [{ somethingElse: 1 }, 'body.setValue'],
      ['nope', 'body.setValue'],
    ];
    for (const [setValue, field] of bad) {
      const res = await update(colleague, setValue);
      expect({ setValue, status: res.status }).toEqual({ setValue, status: 400 });
      expect(Object.keys((res.body.error?.extraInfo?.fields as Record<string, string>) ?? {})).toContain(field);
    }
    expect((await w.http.post('/api/configuration/update', {}, colleague.creds)).status).toBe(400);
    expect((await w.http.postRaw('/api/configuration/update', '{"setValue":', colleague.creds)).status).toBe(400);
    expect((await get(colleague)).body.data).toEqual({ conversationCustomViews: [vipOpen] });
  });

  it('is for signed-in agents only: visitors and API tokens are refused, anonymous callers too', async () => {
    const visitor = await w.visitor('cfg-visitor');
    const token = await w.token(['allConversations']);
    for (const who of [visitor, token]) {
      expect((await get(who)).status).toBe(403);
      expect((await update(who, { conversationCustomViews: [] })).status).toBe(403);
    }
    expect((await w.http.get('/api/configuration')).status).toBe(401);
    expect((await w.http.post('/api/configuration/update', { setValue: { conversationCustomViews: [] } })).status).toBe(401);
    const gql = await w.http.graphql(VIEWS_QUERY, {}, visitor.creds);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('has GraphQL twins reading and writing the same stored views, and tells the agent’s other tabs', async () => {
    const me = await w.agent(['allConversations']);
    const events = await subscribeEvents(server.url, me.creds.token!);
    const other = await subscribeEvents(server.url, agent.creds.token!);
    try {
      const written = await w.http.graphql<{ updateConfiguration: { id: string; conversationCustomViews: View[] } }>(
        UPDATE_MUTATION,
        { v: { conversationCustomViews: [{ value: 'customView-mine', label: 'Mine, oldest', searchParams: { filter: 'me', reverseOrder: true } }] } },
        me.creds,
      );
      expect(written.errors).toBeUndefined();
      expect(written.data!.updateConfiguration).toEqual({
        id: me.id,
        conversationCustomViews: [
          { value: 'customView-mine', label: 'Mine, oldest', searchParams: { status: null, filter: 'me', tag: null, reverseOrder: true } },
        ],
      });
      // REST reads what GraphQL wrote, without the nulls GraphQL uses for absent fields.
      expect((await get(me)).body.data).toEqual({
        conversationCustomViews: [{ value: 'customView-mine', label: 'Mine, oldest', searchParams: { filter: 'me', reverseOrder: true } }],
      });
      await events.waitFor((e) => e.type === 'configuration.updated');
      // Only the agent themself hears of it. The sentinel, a later change every agent hears: before it, nothing for the other.
      await w.http.post('/api/me/update', { displayName: 'Views Tester' }, me.creds);
      await other.waitFor((e) => e.type === 'agent.updated');
      expect(other.events.filter((e) => e.type === 'configuration.updated')).toEqual([]);

      const read = await w.http.graphql<{ configuration: { id: string; conversationCustomViews: View[] } }>(VIEWS_QUERY, {}, me.creds);
      expect(read.data!.configuration.id).toBe(me.id);
      expect(read.data!.configuration.conversationCustomViews).toHaveLength(1);

      const refused = await w.http.graphql(UPDATE_MUTATION, { v: { conversationCustomViews: [{ value: 'mine', label: 'x', searchParams: {} }] } }, me.creds);
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    } finally {
      await events.close();
      await other.close();
    }
  });

  it('names the agent’s teams in the inbox counters (one team view each)', async () => {
    const member = await w.agent(['ownConversations']);
    const teamId = await w.team('Billing desk', [member.id]);
    await w.team('Not mine', [agent.id]);
    const res = await w.http.graphql<{ conversationCounts: { team: { teamId: string; name: string; count: number }[] } }>(
      'query { conversationCounts { team { teamId name count } } }',
      {},
      member.creds,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.conversationCounts.team).toEqual([{ teamId, name: 'Billing desk', count: 0 }]);
  });
});
