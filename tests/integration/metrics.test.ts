import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { databaseVariants } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, sendText, setUpWorkspace, type TestWorkspace } from '../factories/conversation';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
}

/** Issue 51: what an operator scrapes at /metrics (docs/metrics.md), and that nobody else can. */
describe.each(databaseVariants())('Prometheus metrics on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  const scrape = async (authorization?: string) => {
    const res = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): METRICS_TOKEN is what it tests.
    server = await startTestServer(variant, { METRICS_TOKEN: TOKEN });
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  it('answers only a scraper holding the token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-of-the-same-size-xx')).status).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route, events published, sockets held, delivery latency, job queues and the database pool', async () => {
    const socket = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token: w.owner.creds.token },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
    });
    const delivered: string[] = [];
    const ready = new Promise<void>((resolve) =>
      socket.subscribe(
        { query: 'subscription { events { type } }' },
        {
          next: (r) => {
            const type = (r.data as { events?: { type: string } } | undefined)?.events?.type ?? '';
            delivered.push(type);
            resolve();
          },
          error: () => undefined,
          complete: () => undefined,
        },
      ),
    );
    await ready;
    try {
      const visitor = await w.visitor();
      const conversation = await createConversation(w.http, visitor.creds, {});
      await sendText(w.http, visitor.creds, conversation.id, 'Measured');
      // The socket has the message: its delivery was timed.
      for (let i = 0; i < 100 && !delivered.includes('message.created'); i++) await new Promise((r) => setTimeout(r, 50));
      expect(delivered).toContain('message.created');

      const { text } = await scrape(`Bearer ${TOKEN}`);
      expect(sample(text, 'parley_http_request_duration_seconds_count', 'route="/api/message/send"')).toBeGreaterThanOrEqual(1);
      expect(text).not.toMatch(/route="\/api\/conversation\/[0-9a-f-]{36}/);
      expect(sample(text, 'parley_events_published_total', 'type="message.created"')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'parley_sockets', 'door="graphql"')).toBe(1);
      expect(sample(text, 'parley_sockets', 'door="gateway"')).toBe(0);
      expect(sample(text, 'parley_event_fanout_seconds_count', 'bus="memory"')).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^parley_job_queue_depth\{queue="automation"\} \d+$/m);
      expect(text).toMatch(/^parley_process_resident_memory_bytes \d+/m);
      // The embedded database goes through a pg-shaped pool too: both report it.
      expect(sample(text, 'parley_db_pool_connections', 'state="in_use"')).toBeGreaterThanOrEqual(0);
      // The scrape's own queue-depth reads may be holding connections as it is read.
      expect(sample(text, 'parley_db_pool_connections', 'state="waiting"')).toBeGreaterThanOrEqual(0);
    } finally {
      await socket.dispose();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('there is no /metrics', async () => {
    const [variant] = databaseVariants();
    const server = await startTestServer(variant!);
    try {
      const res = await fetch(`${server.url}/metrics`);
      expect(res.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
