import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseVariants, TEST_REDIS_URL } from '../support/databases';
import { apiVia, uniqueAddress } from '../support/forwarded';
import { openGraphqlSocket } from '../support/graphql-socket';
import type { ApiResult, Credentials } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';
import { setUpWorkspace, type TestWorkspace } from '../factories/conversation';

/** Small limits, so each kind trips within a test; everything else keeps its default. */
const LIMITS = {
  TRUST_PROXY: '1',
  VISITOR_SESSIONS_PER_HOUR: '3',
  VISITOR_SESSIONS_PER_HOUR_PER_KEY: '5',
  VISITOR_CONVERSATIONS_PER_HOUR: '2',
  VISITOR_MESSAGES_PER_MINUTE: '3',
  VISITOR_UPLOAD_BYTES_PER_DAY: '100000',
};

const SEND_MESSAGE = 'mutation Send($input: SendMessageInput!) { sendMessage(input: $input) { id } }';
const CREATE_CONVERSATION = 'mutation Create($input: CreateConversationInput!) { createConversation(input: $input) { id } }';

function expectTooMany(res: ApiResult): void {
  expect(res.status).toBe(429);
  expect(res.body.error).toMatchObject({ code: 429, extraInfo: { retryAfter: expect.any(Number) } });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

/**
 * Widget visitors are limited per client address and per key (sessions) or workspace (what they
 * create), at every door, and the counts are shared by every node through Redis.
 */
describe.each(databaseVariants())('visitor limits on $name', (variant) => {
  // On PostgreSQL the counters live in the test Redis, as they would across a cluster.
  const redis: Record<string, string> = variant.name === 'postgres' && TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {};
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): visitor limits of its own, counted per address, and a second node.
    server = await startTestServer(variant, { ...LIMITS, ...redis });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    w = await setUpWorkspace(server.parley, server.url);
  });

  const openSession = (url: string, address: string, appKey = w.appKey) =>
    apiVia(url, address).post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey });

  async function visitorAt(address: string): Promise<{ id: string; creds: Credentials }> {
    const res = await openSession(server.url, address);
    expect(res.status).toBe(200);
    return { id: res.body.data!.user.userId, creds: { token: res.body.data!.token } };
  }

  async function conversationOf(visitor: { id: string; creds: Credentials }, address: string): Promise<string> {
    const res = await apiVia(server.url, address).post<{ id: string }>('/api/conversation/create', { customer: [visitor.id] }, visitor.creds);
    expect(res.status).toBe(200);
    return res.body.data!.id;
  }

  it('one address opens only so many visitor sessions an hour', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 3; i++) expect((await openSession(server.url, address)).status).toBe(200);
    expectTooMany(await openSession(server.url, address));
    expect((await openSession(server.url, uniqueAddress())).status).toBe(200);
  });

  it('one API key opens only so many visitor sessions an hour, whatever the addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await openSession(server.url, uniqueAddress())).status).toBe(200);
    const address = uniqueAddress();
    expectTooMany(await openSession(server.url, address));
    // Another site's key is not affected.
    const other = await setUpWorkspace(server.parley, server.url);
    expect((await openSession(server.url, address, other.appKey)).status).toBe(200);
  });

  it('a visitor address starts only so many conversations an hour, at both doors; agents are not limited', async () => {
    const address = uniqueAddress();
    const visitor = await visitorAt(address);
    await conversationOf(visitor, address);
    await conversationOf(visitor, address);
    const via = apiVia(server.url, address);
    expectTooMany(await via.post('/api/conversation/create', { customer: [visitor.id] }, visitor.creds));
    const gql = await via.graphql(CREATE_CONVERSATION, { input: { customer: [visitor.id] } }, visitor.creds);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', errorCode: 429, extraInfo: { retryAfter: expect.any(Number) } });
    const byAgent = await via.post('/api/conversation/create', { customer: [visitor.id] }, w.owner.creds);
    expect(byAgent.status).toBe(200);
  });

  it('a visitor address sends only so many messages a minute, over REST, GraphQL and its websocket alike', async () => {
    const address = uniqueAddress();
    const visitor = await visitorAt(address);
    const conversationId = await conversationOf(visitor, address);
    const via = apiVia(server.url, address);
    const text = (n: number) => ({ conversationId, meta: { type: 1, content: `hello ${n}` } });
    for (let i = 0; i < 3; i++) expect((await via.post('/api/message/send', text(i), visitor.creds)).status).toBe(200);
    expectTooMany(await via.post('/api/message/send', text(3), visitor.creds));
    const gql = await via.graphql(SEND_MESSAGE, { input: text(4) }, visitor.creds);
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', errorCode: 429 });
    // The websocket upgrade's address follows the same rule: through the proxy, the same client...
    const sameClient = await openGraphqlSocket(server.url, { token: visitor.creds.token, headers: { 'x-forwarded-for': address } });
    try {
      const res = await sameClient.run(SEND_MESSAGE, { input: text(5) });
      // graphql-ws answers the error without REST's extensions: the message says what happened.
      expect(res.errors?.[0].message).toMatch(/Too many messages/);
    } finally {
      await sameClient.dispose();
    }
    // ...and from another address, another budget; the agent answers regardless.
    const elsewhere = await openGraphqlSocket(server.url, { token: visitor.creds.token, headers: { 'x-forwarded-for': uniqueAddress() } });
    try {
      const res = await elsewhere.run<{ sendMessage: { id: string } }>(SEND_MESSAGE, { input: text(6) });
      expect(res.errors).toBeUndefined();
      expect(res.data?.sendMessage.id).toBeTruthy();
    } finally {
      await elsewhere.dispose();
    }
    expect((await via.post('/api/message/send', text(7), w.owner.creds)).status).toBe(200);
  });

  it('a visitor address uploads only so many bytes a day: the upload that passes it is refused and nothing is kept', async () => {
    const address = uniqueAddress();
    const visitor = await visitorAt(address);
    const conversationId = await conversationOf(visitor, address);
    const upload = async (bytes: number) => {
      const form = new FormData();
      form.set('conversationId', conversationId);
      form.set('file', new Blob([new Uint8Array(Buffer.alloc(bytes, 0x61))], { type: 'text/plain' }), 'notes.txt');
      const { authorization, 'x-forwarded-for': forwardedFor } = apiVia(server.url, address).headers(visitor.creds);
      const res = await fetch(`${server.url}/api/message/file/send`, {
        method: 'POST',
        headers: { authorization, 'x-forwarded-for': forwardedFor },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as ApiResult['body'], headers: res.headers };
    };
    const messages = async () =>
      Number((await server.parley.database.dataSource.query('SELECT count(*) AS n FROM message WHERE conversation_id = $1', [conversationId]))[0].n);
    const stored = () => fs.readdirSync(path.join(server.dataDir, 'files'), { recursive: true }).length;

    expect((await upload(60_000)).status).toBe(200);
    const [messagesBefore, storedBefore] = [await messages(), stored()];
    // 60,000 more would pass 100,000: refused at the byte that passes it (its Content-Length fits the early check).
    expectTooMany(await upload(60_000));
    expect(await messages()).toBe(messagesBefore);
    expect(stored()).toBe(storedBefore);
    // The refused upload spent nothing: what is left still goes through.
    expect((await upload(39_000)).status).toBe(200);
    expectTooMany(await upload(2_000));
  });

  // Two nodes share one budget only through Redis: PostgreSQL + Redis variant.
  (variant.name === 'postgres' && TEST_REDIS_URL ? it : it.skip)('two nodes on one Redis share one visitor budget', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-node-b-'));
    const nodeB = await startTestServer(variant, { ...LIMITS, ...redis }, { dataDir, databaseUrl: server.databaseUrl });
    try {
      const address = uniqueAddress();
      expect((await openSession(server.url, address)).status).toBe(200);
      expect((await openSession(nodeB.url, address)).status).toBe(200);
      expect((await openSession(server.url, address)).status).toBe(200);
      expectTooMany(await openSession(nodeB.url, address));
      expectTooMany(await openSession(server.url, address));
    } finally {
      await nodeB.close();
    }
  });
});
