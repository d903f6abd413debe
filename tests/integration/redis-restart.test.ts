import { spawnSync } from 'node:child_process';
import { api } from '../support/http';
import { databaseVariants } from '../support/databases';
import { ownRedis } from '../support/own-services';
import { GatewayClient } from '../support/realtime';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { signIn } from '../factories/workspace';

// A Redis of the test's own (it is killed and started again): needs redis-server and PostgreSQL.
const postgres = databaseVariants().find((v) => v.name === 'postgres');
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const describeRedis = postgres && hasRedisServer ? describe : describe.skip;

async function readyz(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describeRedis('Redis restarting under a node (PostgreSQL + its own Redis)', () => {
  let redis: Awaited<ReturnType<typeof ownRedis>>;
  let server: TestServer;

  beforeAll(async () => {
    redis = await ownRedis();
    // Its own server (not a group's, tests/support/shared-server.ts): a Redis of its own, restarted under the server.
    server = await startTestServer(postgres!, { REDIS_URL: redis.url });
  });

  afterAll(async () => {
    await server?.stop();
    await redis?.kill();
  });

  it('/readyz names the bus while Redis is down, a send then still answers its message, and open sockets are closed to catch up by cursor once it is back', async () => {
    const http = api(server.url);
    const owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const appKey = (await http.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'redis-restart' }, owner)).body.data!.key;
    const visitor = (await http.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey, refId: 'redis-restart' })).body
      .data!;
    const conversationId = (await http.post<{ id: string }>('/api/conversation/create', { customer: [visitor.user.userId] }, { token: visitor.token })).body
      .data!.id;
    expect(await readyz(server.url)).toEqual({ status: 200, body: { status: 'ready', database: 'postgres', bus: 'redis' } });
    const socket = await GatewayClient.connect(server.url, visitor.token);
    const handshake = await socket.next((m) => m.type === 'handshake');
    const cursor = (handshake.data as { cursor: number }).cursor;

    await redis.kill();
    const down = await until(
      () => readyz(server.url),
      (r) => r.status === 503,
    );
    expect(down).toEqual({ status: 503, body: { status: 'unavailable', database: 'postgres', bus: 'redis', down: ['bus'] } });

    // Stored and committed: the answer says so (it was a 500 when the event could not be published).
    const sent = await http.post<{ id: string }>(
      '/api/message/send',
      { conversationId, localId: 'while-down', meta: { type: 1, content: 'while Redis is down' } },
      owner,
    );
    expect(sent.status).toBe(200);
    const messageId = sent.body.data!.id;

    await redis.start();
    expect(await socket.waitClosed(15_000)).toBe(1012);
    expect(
      (
        await until(
          () => readyz(server.url),
          (r) => r.status === 200,
        )
      ).status,
    ).toBe(200);

    // The client resumes with its cursor and gets the message it missed live.
    const again = await GatewayClient.open(server.url);
    again.send({ type: 'handshake', token: visitor.token, udId: 'test-device', clientType: 26, version: 1, lang: 'en', getUpdates: true, cursor });
    const replayed = await again.next((m) => m.event === 'message.created' && m.data?.id === messageId);
    expect(replayed.replay).toBe(true);
    again.close();
  });
});
