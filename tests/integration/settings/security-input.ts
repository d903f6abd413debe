import { databaseVariants } from '../../support/databases';
import { openGraphqlSocket, type GraphqlSocket } from '../../support/graphql-socket';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import type { Credentials } from '../../support/http';
import { createConversation, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';

interface GqlError {
  message: string;
  extensions?: { code?: string; errorCode?: number };
}

/** One GraphQL answer as the HTTP door gives it: status and body, whatever its shape. */
async function graphqlOverHttp(url: string, creds: Credentials, query: string, variables?: unknown, raw?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${creds.token}` },
    body: raw ?? JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as { errors?: GqlError[]; error?: { code: number; message: string } } };
}

/** The errors of one operation on a graphql-ws socket: refused before running, or answered with errors. */
async function graphqlOverSocket(socket: GraphqlSocket, query: string, variables?: Record<string, unknown>): Promise<readonly GqlError[]> {
  try {
    return ((await socket.run(query, variables)).errors ?? []) as readonly GqlError[];
  } catch (err) {
    if (Array.isArray(err)) return err as GqlError[];
    throw err;
  }
}

/**
 * No NUL or out-of-range value reaches the database: each is refused with 400 at every door (REST
 * body and query, GraphQL over HTTP, graphql-ws), never a 500 from PostgreSQL.
 */
describe.each(databaseVariants())('refused input on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let visitor: Person;
  let conversationId: string;
  let ownerSocket: GraphqlSocket;
  let visitorSocket: GraphqlSocket;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    visitor = await w.visitor('input-visitor');
    conversationId = (await createConversation(w.http, w.owner.creds, { customer: [visitor.id] })).id;
    ownerSocket = await openGraphqlSocket(server.url, { token: w.owner.creds.token });
    visitorSocket = await openGraphqlSocket(server.url, { token: visitor.creds.token });
  });
  afterAll(async () => {
    await ownerSocket?.dispose();
    await visitorSocket?.dispose();
    await server?.close();
  });

  const nulMessage = /NUL characters/;

  describe('no NUL reaches the database', () => {
    it('REST: a NUL in a JSON object key is refused like one in a value', async () => {
      for (const raw of ['{"fields": {"a\\u0000b": {"value": "x"}}}', '{"displayName": "Ann", "\\u0000": 1}', '{"displayName": "a\\u0000"}']) {
        for (const creds of [w.owner.creds, visitor.creds]) {
          const res = await w.http.postRaw('/api/me/update', raw, creds);
          expect({ raw, status: res.status, message: res.body.error?.message }).toEqual({ raw, status: 400, message: expect.stringMatching(nulMessage) });
        }
      }
    });

    /** [name, query, variables]: each carries a NUL once, in a literal, a variable value or a variable key. */
    const withNul = (): [string, string, Record<string, unknown>?][] => [
      ['sendMessage literal', `mutation { sendMessage(input: { conversationId: "${conversationId}", meta: { type: 1, content: "a\\u0000b" } }) { id } }`],
      [
        'sendMessage variable',
        'mutation ($i: SendMessageInput!) { sendMessage(input: $i) { id } }',
        { i: { conversationId, meta: { type: 1, content: 'a\u0000b' } } },
      ],
      [
        'sendMessage meta key',
        'mutation ($i: SendMessageInput!) { sendMessage(input: $i) { id } }',
        { i: { conversationId, meta: { type: 1, content: 'x', ['k\u0000']: 1 } } },
      ],
      ['createTag literal', 'mutation { createTag(kind: conversation, tag: "t\\u0000") }'],
      ['searchMessages variable', 'query ($q: String!) { searchMessages(query: $q) { id } }', { q: 'abc\u0000' }],
      ['searchMessages default', 'query ($q: String! = "abc\\u0000") { searchMessages(query: $q) { id } }'],
      ['customers criteria', 'query ($c: [String!]) { customers(criteria: $c) { hasMore } }', { c: ['displayName contains a\u0000'] }],
      ['updateMe fields key', 'mutation ($i: MeUpdateInput!) { updateMe(input: $i) { userId } }', { i: { fields: { ['f\u0000']: { value: 'x' } } } }],
      ['updateAppConfig key', 'mutation ($v: JSONObject!) { updateAppConfig(value: $v) }', { v: { ['k\u0000']: true } }],
    ];

    it('GraphQL over HTTP: NUL in literals, variables and keys answers 400', async () => {
      for (const [name, query, variables] of withNul()) {
        const res = await graphqlOverHttp(server.url, w.owner.creds, query, variables);
        expect({ name, status: res.status, text: res.text }).toEqual({ name, status: 400, text: expect.stringMatching(nulMessage) });
      }
    });

    it('GraphQL over the socket: the same operations are refused with a 400 error', async () => {
      for (const [name, query, variables] of withNul()) {
        const errors = await graphqlOverSocket(ownerSocket, query, variables);
        expect({ name, errors }).toMatchObject({ name, errors: [{ message: expect.stringMatching(nulMessage), extensions: { errorCode: 400 } }] });
      }
      // A visitor's socket (the widget's door) is the same door.
      const errors = await graphqlOverSocket(visitorSocket, 'mutation ($i: SendMessageInput!) { sendMessage(input: $i) { id } }', {
        i: { conversationId, meta: { type: 1, content: 'hi\u0000' } },
      });
      expect(errors).toMatchObject([{ message: expect.stringMatching(nulMessage), extensions: { errorCode: 400 } }]);
      // The socket still serves the next operation.
      expect((await ownerSocket.run<{ me: { userId: string } }>('{ me { userId } }')).data?.me.userId).toBe(w.owner.id);
    });
  });

  describe('no out-of-range number reaches the database', () => {
    it('REST: absurd times and sizes in the inbox query answer 400', async () => {
      for (const q of [
        'beforeTimestamp=9000000000000000',
        'afterTimestamp=8640000000000001',
        'beforeTimestamp=-1',
        'beforeTimestamp=1e300',
        'beforeTimestamp=NaN',
        'size=-5',
        'size=1e9',
      ]) {
        const res = await w.http.get(`/api/conversation?${q}`, w.owner.creds);
        expect({ q, status: res.status }).toEqual({ q, status: 400 });
      }
      const ok = await w.http.get('/api/conversation?beforeTimestamp=8640000000000000&status=all', w.owner.creds);
      expect(ok.status).toBe(200);
    });

    const absurd = (): [string, string][] => [
      ['beforeTimestamp -1e300', '{ conversations(filter: { beforeTimestamp: -1e300 }) { id } }'],
      ['beforeTimestamp 9e15', '{ conversations(filter: { beforeTimestamp: 9e15 }) { id } }'],
      ['afterTimestamp 1e400 (Infinity)', '{ conversations(filter: { afterTimestamp: 1e400 }) { id } }'],
      ['afterTimestamp -1', '{ conversations(filter: { afterTimestamp: -1 }) { id } }'],
      ['negative size', '{ conversations(filter: { size: -1 }) { id } }'],
      ['snooze -1e300', `mutation { snoozeConversation(id: "${conversationId}", snooze: -1e300) { id } }`],
      ['cursor -1e300', '{ updatesSince(cursor: -1e300) { cursor } }'],
      ['messages size -5', `{ messages(conversationId: "${conversationId}", size: -5) { total } }`],
    ];

    it('GraphQL over HTTP: absurd times, cursors and sizes are a 400 error, not a 500', async () => {
      for (const [name, query] of absurd()) {
        const res = await graphqlOverHttp(server.url, w.owner.creds, query);
        expect({ name, status: res.status < 500, error: res.body.errors?.[0]?.extensions }).toEqual({
          name,
          status: true,
          error: expect.objectContaining({ code: 'BAD_USER_INPUT', errorCode: 400 }),
        });
      }
    });

    it('GraphQL over the socket: the same values are a 400 error', async () => {
      for (const [name, query] of absurd()) {
        const errors = await graphqlOverSocket(ownerSocket, query);
        expect({ name, error: errors[0]?.extensions }).toEqual({ name, error: expect.objectContaining({ errorCode: 400 }) });
      }
      expect((await ownerSocket.run<{ me: { userId: string } }>('{ me { userId } }')).data?.me.userId).toBe(w.owner.id);
    });
  });
  it('REST: a signed-in route refuses an anonymous caller with 401 before it reads the input', async () => {
    // Malformed input from nobody: the door answers "sign in", not a validation error that would
    // tell an anonymous caller what the route accepts.
    const res = await fetch(`${server.url}/api/conversation?size=-5`);
    expect(res.status).toBe(401);
    const post = await fetch(`${server.url}/api/conversation/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"customer":42}',
    });
    expect(post.status).toBe(401);
    const open = await fetch(`${server.url}/api/invitation/no-such-invitation`);
    expect(open.status).toBe(404);
  });
});
