import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { databaseVariants } from '../../support/databases';
import { api, type Api, type Credentials } from '../../support/http';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../../support/two-nodes';
import { signIn } from '../../factories/workspace';
import { createConversation, sendText, setUpWorkspace, visitorOf } from '../../factories/conversation';

interface LiveEvent {
  id: string;
  type: string;
  cursor: number | null;
  payload: Record<string, unknown>;
}

interface UpdatesAnswer {
  updatesSince: { cursor: number; hasMore: boolean; reset: boolean; updates: { cursor: number; event: string; messageId: string | null }[] };
}

/** The console's way in: one graphql-ws `events` subscription, with each event's cursor. */
async function subscribe(baseUrl: string, token: string) {
  const events: LiveEvent[] = [];
  const closes: string[] = [];
  let wake: (() => void) | null = null;
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { token },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('closed', (e) => reject(new Error(`closed ${(e as { code?: number }).code}`)));
  });
  const stop = client.subscribe<{ events: LiveEvent }>(
    { query: 'subscription { events { id type cursor payload } }' },
    {
      next: (r) => {
        if (r.data) events.push(r.data.events);
        wake?.();
      },
      // Kept for the failure message: a socket that closes under the test says why.
      error: (e) => closes.push(`${(e as { code?: number }).code} ${String((e as { reason?: string }).reason)}`),
      complete: () => undefined,
    },
  );
  const waitFor = async (match: (e: LiveEvent) => boolean, timeoutMs = 10_000): Promise<LiveEvent> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > until) throw new Error(`no matching event; got ${JSON.stringify(events.map((e) => e.type))}, closes ${JSON.stringify(closes)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        wake = () => (clearTimeout(timer), resolve());
      });
    }
  };
  return {
    events,
    waitFor,
    close: async () => {
      stop();
      await client.dispose();
    },
  };
}

/** Pages through updatesSince from `cursor`, the way the console does after a reconnect. */
async function catchUp(http: Api, creds: Credentials, cursor: number, size: number) {
  const updates: UpdatesAnswer['updatesSince']['updates'] = [];
  let at = cursor;
  let pages = 0;
  for (;;) {
    const res = await http.graphql<UpdatesAnswer>(
      'query($c: Float, $s: Int) { updatesSince(cursor: $c, size: $s) { cursor hasMore reset updates { cursor event messageId } } }',
      { c: at, s: size },
      creds,
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    const page = res.data.updatesSince;
    expect(page.reset).toBe(false);
    pages += 1;
    updates.push(...page.updates);
    at = page.cursor;
    if (!page.hasMore) return { updates, cursor: at, pages };
  }
}

/**
 * Waits until the server delivers to `subscription` (its subscribe message is handled a moment after
 * the socket is acknowledged): renames the agent, an event not caught up by cursor, until one arrives.
 */
async function listening(door: Door, subscription: Awaited<ReturnType<typeof subscribe>>, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const displayName = `${name} ${attempt}`;
    await door.http.post('/api/me/update', { displayName }, door.creds);
    try {
      await subscription.waitFor((e) => e.type === 'agent.updated' && e.payload.displayName === displayName, 1_000);
      return;
    } catch (err) {
      if (attempt >= 20) throw err;
    }
  }
}

interface Door {
  url: string;
  http: Api;
  creds: Credentials;
}

/**
 * An agent's subscription on `first` sees some messages live, then drops; 45 messages are written
 * (through both doors when there are two); the agent subscribes on `second` and pages through
 * updatesSince from the cursor of the last event it handled: it gets exactly the missed messages,
 * in order, once each, and live events after them.
 */
async function missAndResume(first: Door, second: Door, writers: Door[], label: string) {
  const visitor = await visitorOf(first.http, await appKeyOf(first));
  const c = await createConversation(first.http, first.creds, { customer: [visitor.id] });
  const before = await subscribe(first.url, first.creds.token!);
  await listening(first, before, `${label} before`);
  const seen: string[] = [];
  for (let i = 1; i <= 3; i += 1) seen.push((await sendText(first.http, first.creds, c.id, `seen ${i}`)).id);
  const last = await before.waitFor((e) => e.type === 'message.created' && e.payload.id === seen[2]);
  expect(typeof last.cursor).toBe('number');
  await before.close();

  const missed: string[] = [];
  for (let i = 1; i <= 45; i += 1) {
    const writer = writers[i % writers.length];
    missed.push((await sendText(writer.http, writer.creds, c.id, `missed ${i}`)).id);
  }

  const after = await subscribe(second.url, second.creds.token!);
  // Subscribed first, then caught up (docs/realtime.md).
  await listening(second, after, `${label} after`);
  const started = Date.now();
  const caught = await catchUp(second.http, second.creds, last.cursor!, 20);
  const ms = Date.now() - started;
  const messages = caught.updates.filter((u) => u.event.startsWith('message.'));
  expect(messages.map((u) => `${u.event} ${u.messageId}`)).toEqual(missed.map((id) => `message.created ${id}`));
  // The conversation itself changed with them: at most once, as it is now.
  expect(caught.updates.filter((u) => u.event.startsWith('conversation.')).map((u) => u.event)).not.toContain('conversation.created');
  expect(caught.updates.filter((u) => u.event.startsWith('conversation.')).length).toBeLessThanOrEqual(1);
  expect(caught.pages).toBeGreaterThan(2);

  // Live after the catch-up: the next message comes once, past the cursor the catch-up reached.
  const next = await sendText(first.http, first.creds, c.id, 'live again');
  const liveNext = await after.waitFor((e) => e.type === 'message.created' && e.payload.id === next.id);
  expect(liveNext.cursor!).toBeGreaterThan(caught.cursor);
  const delivered = after.events.filter((e) => e.type === 'message.created').map((e) => e.payload.id);
  expect(delivered).toEqual([next.id]);
  await after.close();
  console.log(`[figure] resume (${label}): messages missed ${missed.length}, updatesSince pages ${caught.pages} of 20, ms to catch up ${ms}`);
}

const keys = new Map<string, string>();
async function appKeyOf(door: Door): Promise<string> {
  const known = keys.get(door.url);
  if (known) return known;
  const list = await door.http.get<{ key: string }[]>('/api/admin/setting/apiKey', door.creds);
  let key = list.body.data?.[0]?.key;
  if (!key) key = (await door.http.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'site' }, door.creds)).body.data!.key;
  keys.set(door.url, key);
  return key;
}

describe.each(databaseVariants())('resume by cursor on $name', (variant) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await sharedServer(variant);
  });
  afterAll(() => server?.close());

  it('a subscriber that reconnects gets exactly what it missed through updatesSince, then live events, each once', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const door = { url: server.url, http: w.http, creds: w.owner.creds };
    await missAndResume(door, door, [door], variant.name);
  });
});

describeTwoNodes('resume by cursor across two nodes (PostgreSQL + Redis)', () => {
  let nodes: TwoNodes;
  const email = 'resume-two-nodes@example.com';
  const password = 'Resume-two-nodes-1';
  beforeAll(async () => {
    nodes = await startTwoNodes({ email, password });
  });
  afterAll(() => nodes?.stop());

  it('a subscriber of node A that reconnects to node B gets exactly what it missed, written on both nodes', async () => {
    const onA = { url: nodes.a.url, http: api(nodes.a.url), creds: await signIn(nodes.a.url, email, password) };
    const onB = { url: nodes.b.url, http: api(nodes.b.url), creds: await signIn(nodes.b.url, email, password) };
    await missAndResume(onA, onB, [onA, onB], 'node A to node B');
  });
});
