import { routeDefinitions } from '../../server/src/app/routes';
import { databaseVariants } from '../support/databases';
import { api, type Credentials } from '../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { signIn } from '../factories/workspace';

const bodies: string[] = [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":',
  JSON.stringify({ name: null, key: 5, token: {}, permissions: 'all', username: ['x'], password: { $gt: '' } }),
  JSON.stringify({ name: 'x'.repeat(10_000), permissions: Array.from({ length: 1000 }, () => 'report') }),
  JSON.stringify({ type: 'customer', appKey: "' OR 1=1 --", refId: '\u0000' }),
  JSON.stringify({ type: 'nobody', fields: { a: { value: { deep: [1, 2, { x: null }] } } } }),
  JSON.stringify(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}')),
];

const [pglite] = databaseVariants();

describe('malformed requests never answer 500', () => {
  let server: TestServer;
  let owner: Credentials;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): it works in the seeded workspace as its owner, which the files of a group would share.
    server = await startTestServer(pglite);
    owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(() => server?.close());

  it.each(routeDefinitions().map((r) => [r.method.toUpperCase(), r.path, r] as const))('%s %s', async (method, path, route) => {
    const url = path.replace(/:(\w+)/g, 'not-a-real-id');
    const statuses: number[] = [];
    // Signing out would spoil the signed-in half of every later route.
    const sessions = path === '/api/logout' ? [undefined] : [undefined, owner];
    for (const creds of sessions as (Credentials | undefined)[]) {
      if (route.method === 'get') {
        for (const q of ['', '?clientType[]=1', '?size=-1&beforeId=%00', `?x=${'y'.repeat(5000)}`]) {
          const res = await fetch(`${server.url}${url}${q}`, { headers: creds?.token ? { authorization: `Bearer ${creds.token}` } : {} });
          statuses.push(res.status);
        }
      } else {
        for (const body of bodies) {
          const res = await api(server.url)
            .postRaw(url, body, creds)
            .catch(() => ({ status: 0 }));
          statuses.push(res.status);
        }
      }
    }
    expect(statuses.filter((s) => s >= 500 || s === 0)).toEqual([]);
  });

  it('refuses NUL characters in text with 400, in REST bodies, queries and GraphQL variables', async () => {
    const keys = await api(server.url).get<{ key: string }[]>('/api/admin/setting/apiKey', owner);
    const res = await api(server.url).post('/api/init', { type: 'customer', appKey: keys.body.data![0].key, refId: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/NUL/);
    expect((await fetch(`${server.url}/api/connector?clientType=%00`)).status).toBe(400);
    const gql = await api(server.url).graphql('mutation($n: String!) { createApiKey(name: $n) { key } }', { n: 'x\u0000' }, owner);
    expect(JSON.stringify(gql)).toMatch(/NUL/);
  });

  it('odd credentials and paths are refused cleanly', async () => {
    const odd: Record<string, string>[] = [
      { authorization: 'Bearer' },
      { authorization: 'Bearer a.b.c' },
      { authorization: `Bearer ${'x'.repeat(10_000)}` },
      { authorization: 'Basic Zm9vOmJhcg==' },
      { cookie: 'parley_session=%E0%A4%A' },
      { cookie: ';;;=;parley_session' },
      { 'x-api-key': '\u00ff' },
    ];
    for (const headers of odd) {
      const res = await fetch(`${server.url}/api/me`, { headers });
      expect(res.status).toBe(401);
    }
    for (const path of ['/api/%', '/api/..%2f..%2fetc/passwd', '/graphql?query=%7B']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBeLessThan(500);
    }
    const gql = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": 5}' });
    expect(gql.status).toBe(400);
  });

  // Found by the fuzz tests (tests/fuzz): a clientType that is neither text nor a number (an object
  // whose toString is not a function) broke the request context before the route could refuse it.
  it('a clientType of the wrong type is refused by the route with 400, on REST and GraphQL', async () => {
    const body = JSON.stringify({ displayName: 'x', clientType: ['a', { toString: null }] });
    const rest = await api(server.url).postRaw('/api/me/update', body, owner);
    expect(rest.status).toBe(400);
    expect(rest.body.error?.extraInfo?.fields).toHaveProperty(['body.clientType']);
    const gql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ query: '{ me { userId } }', clientType: { toString: null } }),
    });
    expect(gql.status).toBe(200);
  });

  // Found by the fuzz tests: GraphQL's updateMe took null for a display name (a TypeError, 500) and
  // skipped the REST body's rules (any text as a picture or an email). The service checks both doors now.
  it('updateMe holds the same rules on GraphQL as on REST', async () => {
    const update = (input: Record<string, unknown>) =>
      api(server.url).graphql<{ updateMe: { displayName: string } }>(
        'mutation($input: MeUpdateInput!) { updateMe(input: $input) { displayName } }',
        { input },
        owner,
      );
    for (const input of [{ displayName: null }, { profilePic: '-1' }, { displayName: 'x'.repeat(201) }, { lang: null }]) {
      const res = await update(input);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 400 });
    }
    expect((await update({ displayName: 'Owner', profilePic: null })).data?.updateMe.displayName).toBe('Owner');
    const rest = await api(server.url).post('/api/me/update', { displayName: null }, owner);
    expect(rest.status).toBe(400);
  });

  // Found by the fuzz tests: JSON nested 100,000 deep overflowed the stack of the checks after
  // parsing (500); half a surrogate pair reached a jsonb column, which PostgreSQL refuses (500).
  it('refuses JSON nested past 64 levels, and stores half a surrogate pair as U+FFFD', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const path of ['/api/conversation/snooze', '/graphql']) {
      const res = await api(server.url).postRaw(path, deep, owner);
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe('The request body is nested too deeply');
    }
    const fine = await api(server.url).postRaw('/api/conversation/snooze', `{"id": ${'['.repeat(60)}${']'.repeat(60)}}`, owner);
    expect(fine.body.error?.message).toMatch(/body\.id/);
    const key = await api(server.url).post<{ name: string; key: string }>('/api/admin/setting/apiKey/create', { name: 'half \ud83d pair' }, owner);
    expect(key.status).toBe(200);
    expect(key.body.data?.name).toBe('half \ufffd pair');
    await api(server.url).post('/api/admin/setting/apiKey/delete', { key: key.body.data!.key }, owner);
    const token = await api(server.url).graphql<{ createApiToken: { name: string } }>(
      'mutation($n: String!) { createApiToken(name: $n, permissions: []) { name } }',
      { n: 'x\udc00' },
      owner,
    );
    expect(token.errors).toBeUndefined();
    expect(token.data?.createApiToken.name).toBe('x\ufffd');
  });

  // Found by the fuzz tests: past 50 bad values in its variables, graphql-js gives up with an error
  // naming no field, which went out as INTERNAL_SERVER_ERROR.
  it('a variable with more bad values than graphql-js reports is a BAD_USER_INPUT, never an internal error', async () => {
    const gql = await api(server.url).graphql(
      'mutation($n: String!, $p: [String!]!) { createApiToken(name: $n, permissions: $p) { secret } }',
      { n: 'x', p: Array(100).fill(1) },
      owner,
    );
    const codes = new Set(gql.errors?.map((e) => e.extensions?.code));
    expect(gql.errors?.length).toBeGreaterThan(50);
    expect([...codes]).toEqual(['BAD_USER_INPUT']);
    expect(gql.errors?.at(-1)).toMatchObject({ message: expect.stringMatching(/Too many errors/), extensions: { errorCode: 400 } });
  });
});
