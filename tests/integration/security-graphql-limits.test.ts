import { databaseVariants, TEST_REDIS_URL } from '../support/databases';
import { uniqueAddress } from '../support/forwarded';
import { openGraphqlSocket, type GraphqlSocket } from '../support/graphql-socket';
import { startTestServer, type TestServer } from '../support/server';
import type { Credentials } from '../support/http';
import { createConversation, setUpWorkspace, type Person, type TestWorkspace } from '../factories/conversation';

interface GqlError {
  message: string;
  extensions?: { code?: string; errorCode?: number; extraInfo?: { limit?: string; max?: number; found?: number; retryAfter?: number } };
}
interface GqlAnswer<T> {
  status: number;
  headers: Headers;
  body: { data?: T; errors?: GqlError[] };
}

/** POST /graphql as any client would, with its status and headers. */
async function postGraphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  opts: { creds?: Credentials; forwardedFor?: string; variables?: unknown } = {},
): Promise<GqlAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.creds?.token) headers.authorization = `Bearer ${opts.creds.token}`;
  if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables: opts.variables }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GqlAnswer<T>['body'] };
}

/** The errors of one operation on a graphql-ws socket: refused before running, or answered with errors. */
async function socketErrors(socket: GraphqlSocket, query: string): Promise<readonly GqlError[]> {
  try {
    return ((await socket.run(query)).errors ?? []) as readonly GqlError[];
  } catch (err) {
    if (Array.isArray(err)) return err as GqlError[];
    throw err;
  }
}

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const deep = () => {
  let inner = 'name';
  for (let i = 0; i < 30; i++) inner = `ofType { ${inner} }`;
  return `{ __schema { types { fields { type { ${inner} } } } } }`;
};
const INBOX = '{ conversations(filter: { filter: all, status: all }) { id name lastMessage { text } } }';

/**
 * A query's cost is bounded before it runs, at every door: tokens, aliases, root fields, depth,
 * directives and an estimate of its cost (server/src/doors/graphql/limits.ts) answer 400 naming the limit;
 * and each client address has a budget of GraphQL work per minute (429 with Retry-After).
 */
describe.each(databaseVariants())('GraphQL limits on $name', (variant) => {
  const redis: Record<string, string> = variant.name === 'postgres' && TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {};

  describe('the size and cost of one operation', () => {
    let server: TestServer;
    let w: TestWorkspace;
    let visitor: Person;
    let conversationId: string;

    beforeAll(async () => {
      // Its own server (not a group's, tests/support/shared-server.ts): the GraphQL cost limits, counted per server (and per Redis on PostgreSQL).
      server = await startTestServer(variant, redis);
      w = await setUpWorkspace(server.parley, server.url);
      visitor = await w.visitor('limits-visitor');
      conversationId = (await createConversation(w.http, w.owner.creds, { customer: [visitor.id] })).id;
    });
    afterAll(() => server?.close());

    it('one anonymous request cannot stall the server: 5,000 aliases of a public field answer 400 naming the limit, and an agent’s inbox is served meanwhile', async () => {
      const huge = aliases(5000, `application(appKey: "${w.appKey}")`);
      const [first, second, inbox] = await Promise.all([
        postGraphql(server.url, huge),
        postGraphql(server.url, huge),
        postGraphql<{ conversations: { id: string }[] }>(server.url, INBOX, { creds: w.owner.creds }),
      ]);
      for (const refused of [first, second]) {
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual([
          expect.objectContaining({
            message: 'Query has more than 1000 tokens; the limit is 1000',
            extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', errorCode: 400, extraInfo: { limit: 'tokens', max: 1000 } }),
          }),
        ]);
        expect(refused.body.data).toBeUndefined();
      }
      expect(inbox.status).toBe(200);
      expect(inbox.body.data?.conversations.map((c) => c.id)).toContain(conversationId);
    });

    it('aliases are counted: 100 aliases of a public field answer 400 naming the alias limit', async () => {
      const res = await postGraphql(server.url, aliases(100, `application(appKey: "${w.appKey}")`));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'Query has 100 aliases; the limit is 20',
        extensions: { extraInfo: { limit: 'aliases', max: 20, found: 100 } },
      });
      // Within the limits the same field is served.
      const ok = await postGraphql<Record<string, unknown>>(server.url, aliases(3, `application(appKey: "${w.appKey}")`));
      expect(ok.status).toBe(200);
      expect(Object.keys(ok.body.data ?? {})).toEqual(['a0', 'a1', 'a2']);
    });

    it('a signed-in visitor’s 1,000 aliases of updatesSince or conversations answer 400', async () => {
      for (const field of ['updatesSince(cursor: 0) { cursor updates { event } }', 'conversations { id name }']) {
        for (const n of [1000, 30]) {
          const res = await postGraphql(server.url, aliases(n, field), { creds: visitor.creds });
          expect({ field, n, status: res.status, limit: res.body.errors?.[0]?.extensions?.extraInfo?.limit }).toEqual({
            field,
            n,
            status: 400,
            limit: n === 1000 ? 'tokens' : 'aliases',
          });
        }
      }
    });

    it('deep nesting answers 400 naming the depth limit', async () => {
      const res = await postGraphql(server.url, deep());
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.message).toMatch(/^Query is nested \d+ levels deep; the limit is 15$/);
    });

    it('a costly operation answers 400 naming the cost limit: five of the largest pages', async () => {
      const res = await postGraphql(server.url, aliases(5, 'updatesSince(cursor: 0, size: 500) { cursor }'), { creds: visitor.creds });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.message).toMatch(/^Query costs \d+ \(estimated\); the limit is 1000$/);
      // One such page is fine.
      const one = await postGraphql(server.url, '{ updatesSince(cursor: 0, size: 500) { cursor } }', { creds: visitor.creds });
      expect(one.status).toBe(200);
      expect(one.body.errors).toBeUndefined();
    });

    it('the same limits hold on graphql-ws: an error for that operation, and the socket serves the next', async () => {
      const socket = await openGraphqlSocket(server.url, { token: visitor.creds.token });
      try {
        const cases: [string, string][] = [
          [aliases(1000, 'updatesSince(cursor: 0) { cursor }'), 'tokens'],
          [aliases(30, 'conversations { id }'), 'aliases'],
          [deep(), 'depth'],
          [aliases(5, 'updatesSince(cursor: 0, size: 500) { cursor }'), 'cost'],
        ];
        for (const [query, limit] of cases) {
          const errors = await socketErrors(socket, query);
          expect({ limit, errors }).toMatchObject({ limit, errors: [{ extensions: { code: 'BAD_USER_INPUT', errorCode: 400, extraInfo: { limit } } }] });
        }
        const next = await socket.run<{ conversations: { id: string }[] }>('{ conversations { id } }');
        expect(next.data?.conversations.map((c) => c.id)).toEqual([conversationId]);
      } finally {
        await socket.dispose();
      }
    });
  });

  describe('a budget per client address', () => {
    let server: TestServer;
    let w: TestWorkspace;

    beforeAll(async () => {
      // A budget of 5 cost points a minute; `{ __typename }` costs 1. Behind one proxy, so each test has addresses of its own.
      server = await startTestServer(variant, { ...redis, TRUST_PROXY: '1', GRAPHQL_COST_PER_MINUTE: '5' });
      w = await setUpWorkspace(server.parley, server.url);
    });
    afterAll(() => server?.close());

    it('past its budget an address gets 429 with Retry-After; other addresses are served', async () => {
      const address = uniqueAddress();
      const answers: GqlAnswer<unknown>[] = [];
      for (let i = 0; i < 6; i++) answers.push(await postGraphql(server.url, '{ __typename }', { forwardedFor: address }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = answers[5];
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^Too many GraphQL requests from this address/),
        extensions: { code: 'RATE_LIMITED', errorCode: 429, extraInfo: { retryAfter: Number(refused.headers.get('retry-after')) } },
      });
      expect((await postGraphql(server.url, '{ __typename }', { forwardedFor: uniqueAddress() })).status).toBe(200);
    });

    it('an operation spends its cost: a costlier one exhausts the budget sooner', async () => {
      const address = uniqueAddress();
      const three = '{ a: __typename b: __typename c: __typename }';
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++) statuses.push((await postGraphql(server.url, three, { forwardedFor: address })).status);
      expect(statuses).toEqual([200, 429]);
      // What was refused spent nothing: the two points left still serve a cheap operation.
      expect((await postGraphql(server.url, '{ __typename }', { forwardedFor: address })).status).toBe(200);
    });

    it('the socket spends from the same budget as HTTP', async () => {
      const address = uniqueAddress();
      for (let i = 0; i < 5; i++) expect((await postGraphql(server.url, '{ __typename }', { forwardedFor: address })).status).toBe(200);
      const socket = await openGraphqlSocket(server.url, { token: w.owner.creds.token, headers: { 'x-forwarded-for': address } });
      try {
        expect(await socketErrors(socket, '{ __typename }')).toMatchObject([
          { extensions: { code: 'RATE_LIMITED', errorCode: 429, extraInfo: { retryAfter: expect.any(Number) } } },
        ]);
      } finally {
        await socket.dispose();
      }
      const elsewhere = await openGraphqlSocket(server.url, { token: w.owner.creds.token, headers: { 'x-forwarded-for': uniqueAddress() } });
      try {
        expect((await elsewhere.run<{ __typename: string }>('{ __typename }')).data?.__typename).toBe('Query');
      } finally {
        await elsewhere.dispose();
      }
    });
  });
});
