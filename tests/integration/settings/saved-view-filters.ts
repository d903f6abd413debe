import { databaseVariants } from '../../support/databases';
import type { Credentials } from '../../support/http';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';

/**
 * The inbox's saved views with every filter of spec §3's conversation filter (customer, agent,
 * customer tag, last-activity window, online only), stored per agent and fed back to the list as
 * the console does; and the customer picker's search (spec §7: contains, joined by or), over
 * GraphQL, the door the console uses.
 */

type Params = Record<string, unknown>;
interface View {
  value: string;
  label: string;
  searchParams: Params;
}

const PARAMS = 'status filter team customerId agentId tag customerTag beforeTimestamp afterTimestamp showOnline reverseOrder';
const UPDATE = `mutation($v: ConfigurationSetValueInput!) { updateConfiguration(setValue: $v) { conversationCustomViews { value label searchParams { ${PARAMS} } } } }`;
const READ = `query { configuration { conversationCustomViews { value label searchParams { ${PARAMS} } } } }`;
const LIST = 'query($f: ConversationFilterInput) { conversations(filter: $f) { id } }';
const SEARCH = 'query($c: [String!], $o: String) { customers(criteria: $c, operand: $o, size: 10) { items { id displayName } } }';

/** GraphQL answers null for what a view leaves out; the console drops those before asking the list. */
const defined = (p: Params): Params => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== null));

describe.each(databaseVariants())('saved views with every filter, and the customer picker, on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let manager: Person, colleague: Person, plain: Person;
  let alice: Person, bob: Person, carol: Person;
  let c1: ConversationJson, c2: ConversationJson, c3: ConversationJson, c4: ConversationJson;
  let name: Map<string, string>;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [manager, colleague, plain] = await Promise.all([
      w.agent(['allConversations', 'manageUser']),
      w.agent(['ownConversations']),
      w.agent(['allConversations']),
    ]);
    [alice, bob, carol] = await Promise.all([w.visitor('sv-alice'), w.visitor('sv-bob'), w.visitor('sv-carol')]);
    const ok = async (path: string, body: unknown) => {
      const res = await w.http.post(path, body, w.owner.creds);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    };
    await ok('/api/admin/setting/update', { customerFields: [{ id: 'phone', type: 'phone', name: { en: 'Phone' } }] });
    await ok('/api/admin/customer/update', { userId: alice.id, displayName: 'Alice Wong', email: 'alice@shop.test' });
    await ok('/api/admin/customer/update', { userId: bob.id, displayName: 'Bob Chan', email: 'bob@wong.example' });
    await ok('/api/admin/customer/update', { userId: carol.id, displayName: 'Carol Lee', fields: { phone: { value: '+852 5555 0101' } } });
    await ok('/api/tag/customer/assign', { userId: bob.id, tag: ['gold'] });
    // One after the other, so each has its own last-activity time (oldest first).
    c1 = await createConversation(w.http, w.owner.creds, { customer: [alice.id], agent: [colleague.id] });
    c2 = await createConversation(w.http, w.owner.creds, { customer: [bob.id], agent: [manager.id] });
    c3 = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
    c4 = await createConversation(w.http, w.owner.creds, { customer: [carol.id] });
    name = new Map([
      [c1.id, 'c1'],
      [c2.id, 'c2'],
      [c3.id, 'c3'],
      [c4.id, 'c4'],
    ]);
  });
  afterAll(() => server?.close());

  /** The conversations (by name) the list answers for these params, newest activity first. */
  async function listed(params: Params, creds: Credentials = manager.creds): Promise<string[]> {
    const res = await w.http.graphql<{ conversations: { id: string }[] }>(LIST, { f: { status: 'all', filter: 'all', ...params } }, creds);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.conversations.map((c) => name.get(c.id) ?? c.id);
  }

  it('stores every filter of the conversation filter in a view, on both doors', async () => {
    const searchParams = {
      status: 'all',
      filter: 'all',
      customerId: alice.id,
      agentId: colleague.id,
      customerTag: 'gold',
      afterTimestamp: 1_700_000_000_000,
      beforeTimestamp: 1_900_000_000_000,
      showOnline: true,
      reverseOrder: true,
    };
    const written = await w.http.graphql<{ updateConfiguration: { conversationCustomViews: View[] } }>(
      UPDATE,
      { v: { conversationCustomViews: [{ value: 'customView-every', label: 'Every filter', searchParams }] } },
      manager.creds,
    );
    expect(written.errors).toBeUndefined();
    expect(defined(written.data!.updateConfiguration.conversationCustomViews[0].searchParams)).toEqual(searchParams);
    // REST reads what GraphQL wrote, and writes the same shape.
    const rest = await w.http.get<{ conversationCustomViews: View[] }>('/api/configuration', manager.creds);
    expect(rest.body.data!.conversationCustomViews).toEqual([{ value: 'customView-every', label: 'Every filter', searchParams }]);
    const viaRest = await w.http.post<{ conversationCustomViews: View[] }>(
      '/api/configuration/update',
      { setValue: { conversationCustomViews: [{ value: 'customView-rest', label: 'Rest', searchParams: { ...searchParams, showOnline: false } }] } },
      manager.creds,
    );
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.data!.conversationCustomViews[0].searchParams).toEqual({ ...searchParams, showOnline: false });
  });

  it('refuses a bad time window with 400 naming the field, and keeps what was stored', async () => {
    const good: View = { value: 'customView-ok', label: 'Fine', searchParams: { filter: 'all', afterTimestamp: 10, beforeTimestamp: 20 } };
    expect((await w.http.post('/api/configuration/update', { setValue: { conversationCustomViews: [good] } }, plain.creds)).status).toBe(200);
    const field = 'body.setValue.conversationCustomViews.0.searchParams';
    const bad: [Params, string][] = [
      [{ afterTimestamp: 20, beforeTimestamp: 20 }, `${field}.afterTimestamp`],
      [{ afterTimestamp: 30, beforeTimestamp: 20 }, `${field}.afterTimestamp`],
      [{ beforeTimestamp: 1.5 }, `${field}.beforeTimestamp`],
      [{ afterTimestamp: -1 }, `${field}.afterTimestamp`],
      [{ beforeTimestamp: 9e15 }, `${field}.beforeTimestamp`],
      [{ showOnline: 'yes' }, `${field}.showOnline`],
    ];
    for (const [searchParams, name] of bad) {
      const res = await w.http.post('/api/configuration/update', { setValue: { conversationCustomViews: [{ ...good, searchParams }] } }, plain.creds);
      expect({ searchParams, status: res.status }).toEqual({ searchParams, status: 400 });
      expect(Object.keys((res.body.error?.extraInfo?.fields as Record<string, string>) ?? {})).toContain(name);
    }
    const gql = await w.http.graphql(
      UPDATE,
      { v: { conversationCustomViews: [{ ...good, searchParams: { afterTimestamp: 50, beforeTimestamp: 40 } }] } },
      plain.creds,
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await w.http.get<{ conversationCustomViews: View[] }>('/api/configuration', plain.creds)).body.data!.conversationCustomViews).toEqual([good]);
  });

  it('lists the right conversations for a saved view’s filters, read back as the console reads them', async () => {
    const orders = [c1, c2, c3, c4].map((c) => c.orderTimestamp);
    expect(new Set(orders).size).toBe(4);
    const views: [string, Params, string[]][] = [
      ['customer', { customerId: alice.id }, ['c3', 'c1']],
      ['agent', { agentId: colleague.id }, ['c1']],
      ['customerTag', { customerTag: 'gold' }, ['c2']],
      // Strictly between the first and the last conversation's last activity.
      ['window', { afterTimestamp: c1.orderTimestamp, beforeTimestamp: c4.orderTimestamp }, ['c3', 'c2']],
      ['customer in window, oldest first', { customerId: alice.id, afterTimestamp: c1.orderTimestamp, reverseOrder: true }, ['c3']],
      ['agent and customer', { customerId: alice.id, agentId: manager.id }, []],
    ];
    const input = views.map(([label, searchParams], i) => ({
      value: `customView-${i}`,
      label,
      searchParams: { status: 'all', filter: 'all', ...searchParams },
    }));
    const saved = await w.http.graphql(UPDATE, { v: { conversationCustomViews: input } }, manager.creds);
    expect(saved.errors).toBeUndefined();
    const read = await w.http.graphql<{ configuration: { conversationCustomViews: View[] } }>(READ, {}, manager.creds);
    const stored = read.data!.configuration.conversationCustomViews;
    expect(stored.map((v) => v.label)).toEqual(views.map(([label]) => label));
    for (const [i, [label, , expected]] of views.entries()) {
      expect([label, await listed(defined(stored[i].searchParams))]).toEqual([label, expected]);
    }
    // The colleague's own conversations only, whatever the view says.
    expect(await listed({ customerId: alice.id }, colleague.creds)).toEqual(['c1']);
  });

  it('online only: the conversations of customers with a realtime connection open', async () => {
    expect(await listed({ showOnline: true })).toEqual([]);
    const socket = await GatewayClient.connect(server.url, alice.creds.token!);
    try {
      // Presence is written just after the handshake: wait for the server to say so.
      for (let i = 0; ; i += 1) {
        const p = await w.http.get<{ online: boolean }[]>(`/api/presence?userId=${alice.id}`, manager.creds);
        if (p.body.data?.[0]?.online) break;
        if (i > 200) throw new Error('alice never came online');
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(await listed({ showOnline: true })).toEqual(['c3', 'c1']);
      expect(await listed({ showOnline: true, customerId: bob.id })).toEqual([]);
    } finally {
      socket.close();
      await socket.waitClosed();
    }
  });

  it('finds customers for the picker: name, email and phone with contains, joined by or', async () => {
    const search = async (text: string, operand = 'or', creds: Credentials = manager.creds) => {
      const criteria = ['displayName', 'email', 'fields.phone'].map((f) => `${f} contains ${text}`);
      const res = await w.http.graphql<{ customers: { items: { id: string; displayName: string }[] } }>(SEARCH, { c: criteria, o: operand }, creds);
      return res;
    };
    const names = async (text: string, operand?: string) => ((await search(text, operand)).data?.customers.items ?? []).map((c) => c.displayName).sort();
    // By name (Alice Wong) or by email (bob@wong.example).
    expect(await names('wong')).toEqual(['Alice Wong', 'Bob Chan']);
    // By phone, spaces included.
    expect(await names('5555 01')).toEqual(['Carol Lee']);
    expect(await names('WONG', 'and')).toEqual([]);
    // The picker is the customer list's search: agents without manageUser are refused.
    expect((await search('wong', 'or', plain.creds)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
