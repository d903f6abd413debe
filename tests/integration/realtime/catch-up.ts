import { databaseVariants } from '../../support/databases';
import type { Credentials } from '../../support/http';
import { GatewayClient, type GatewayMessage } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import { workspaceTag } from '../../../server/src/core/events/cursor-codec';

interface UpdateJson {
  cursor: number;
  event: string;
  data: { id: string; conversationId?: string; internal?: boolean; tags?: string[]; status?: string; meta?: { content?: string } };
}
interface UpdatesJson {
  cursor: number;
  hasMore: boolean;
  reset: boolean;
  updates: UpdateJson[];
}

/** "event id" per entry, the way the assertions compare them. */
const summary = (updates: { event?: string; data?: { id?: unknown } }[]) => updates.map((u) => `${u.event} ${String(u.data?.id)}`);

describe.each(databaseVariants())('catch-up after a gap on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let alice: Person;
  let own: Person;

  const updates = async (creds: Credentials, query: string) => {
    const res = await w.http.get<UpdatesJson>(`/api/updates${query}`, creds);
    if (res.status !== 200) throw new Error(`updates ${query}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data!;
  };
  const cursorOf = async (creds: Credentials) => (await updates(creds, '')).cursor;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    alice = await w.visitor('catch-up-alice');
    own = await w.agent(['ownConversations']);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers exactly what changed since the cursor, in order, each thing once as it is now, and nothing internal to the customer', async () => {
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
    const early = await sendText(w.http, w.owner.creds, c.id, 'before the gap');
    const since = await cursorOf(alice.creds);
    expect(await cursorOf(w.owner.creds)).toBe(since);

    // The gap: a public message, an internal note, a deletion, a tag, then a second edit of the same conversation.
    const hello = await sendText(w.http, w.owner.creds, c.id, 'while you were away');
    const note = await sendText(w.http, w.owner.creds, c.id, 'internal only', { internal: true });
    expect((await w.http.post('/api/message/delete', { messageId: early.id }, w.owner.creds)).status).toBe(200);
    const gone = await sendText(w.http, w.owner.creds, c.id, 'sent and deleted in the gap');
    expect((await w.http.post('/api/message/delete', { messageId: gone.id }, w.owner.creds)).status).toBe(200);
    expect((await w.http.post('/api/tag/conversation/assign', { conversationId: c.id, tag: ['vip'] }, w.owner.creds)).status).toBe(200);

    const agentView = await updates(w.owner.creds, `?since=${since}`);
    expect(summary(agentView.updates)).toEqual([
      `message.created ${hello.id}`,
      `message.created ${note.id}`,
      `message.deleted ${early.id}`,
      `conversation.updated ${c.id}`,
    ]);
    const cursors = agentView.updates.map((u) => u.cursor);
    expect([...cursors].sort((a, b) => a - b)).toEqual(cursors);
    expect(agentView).toMatchObject({ hasMore: false, reset: false });
    expect(agentView.cursor).toBeGreaterThanOrEqual(cursors[cursors.length - 1]);
    expect(agentView.updates[3].data.tags).toEqual(['vip']);
    expect(agentView.updates[2].data).toEqual({ id: early.id, conversationId: c.id });

    const customerView = await updates(alice.creds, `?since=${since}`);
    expect(summary(customerView.updates)).toEqual([`message.created ${hello.id}`, `message.deleted ${early.id}`, `conversation.updated ${c.id}`]);
    expect(JSON.stringify(customerView)).not.toContain(note.id);
    expect(JSON.stringify(customerView)).not.toContain('internal only');
    expect(customerView.updates[2].data.tags).toEqual([]);
    expect(customerView.cursor).toBe(agentView.cursor);

    // Nothing more after the answer's cursor; a page at a time gives the same list.
    expect((await updates(w.owner.creds, `?since=${agentView.cursor}`)).updates).toEqual([]);
    const paged: UpdateJson[] = [];
    let at = since;
    for (let i = 0; i < 10; i++) {
      const page = await updates(w.owner.creds, `?since=${at}&size=1`);
      paged.push(...page.updates);
      at = page.cursor;
      if (!page.hasMore) break;
    }
    expect(summary(paged)).toEqual(summary(agentView.updates));
    expect(at).toBe(agentView.cursor);
  });

  it('names things created in the gap as created, and follows the own-conversations rule', async () => {
    const since = await cursorOf(own.creds);
    const mine = await createConversation(w.http, w.owner.creds, { customer: [alice.id], agent: [own.id] });
    const notMine = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
    const inMine = await sendText(w.http, w.owner.creds, mine.id, 'for you');
    const inOther = await sendText(w.http, w.owner.creds, notMine.id, 'not for you');
    const seen = await updates(own.creds, `?since=${since}`);
    // A message takes its cursor after its conversation's: the conversation comes first.
    expect(summary(seen.updates)).toEqual([`conversation.created ${mine.id}`, `message.created ${inMine.id}`]);
    expect(JSON.stringify(seen)).not.toContain(inOther.id);
    const all = await updates(w.owner.creds, `?since=${since}`);
    expect(summary(all.updates)).toEqual([
      `conversation.created ${mine.id}`,
      `message.created ${inMine.id}`,
      `conversation.created ${notMine.id}`,
      `message.created ${inOther.id}`,
    ]);
    // The GraphQL door answers the same.
    const gql = await w.http.graphql<{ updatesSince: { cursor: number; updates: { event: string; messageId: string | null; conversationId: string }[] } }>(
      `query($c: Float) { updatesSince(cursor: $c) { cursor updates { event messageId conversationId conversation { id online } message { id internal } } } }`,
      { c: since },
      own.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.updatesSince.cursor).toBe(seen.cursor);
    expect(gql.data!.updatesSince.updates.map((u) => `${u.event} ${u.messageId ?? u.conversationId}`)).toEqual(summary(seen.updates));
  });

  it('stamps live events with the cursor their change reached', async () => {
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
    const agentSocket = await GatewayClient.connect(server.url, w.owner.creds.token!);
    try {
      const before = await cursorOf(w.owner.creds);
      const m = await sendText(w.http, w.owner.creds, c.id, 'stamped');
      const frame = await agentSocket.next((f) => f.event === 'message.created' && f.data?.id === m.id);
      expect(typeof frame.cursor).toBe('number');
      expect(frame.cursor as number).toBeGreaterThan(before);
      // Keeping the event's cursor, nothing about it comes again; from the cursor before, it does.
      expect(summary((await updates(w.owner.creds, `?since=${String(frame.cursor)}`)).updates)).not.toContain(`message.created ${m.id}`);
      expect(summary((await updates(w.owner.creds, `?since=${before}`)).updates)).toContain(`message.created ${m.id}`);
    } finally {
      agentSocket.close();
    }
  });

  it('replays what a reconnecting socket missed before live events, once each, and nothing internal to the customer', async () => {
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
    const first = await GatewayClient.connect(server.url, alice.creds.token!);
    const seenLive = await sendText(w.http, w.owner.creds, c.id, 'seen live');
    const live = await first.next((f) => f.event === 'message.created' && f.data?.id === seenLive.id);
    const kept = live.cursor as number;
    first.close();
    await first.waitClosed();

    const missed = await sendText(w.http, w.owner.creds, c.id, 'missed one');
    const note = await sendText(w.http, w.owner.creds, c.id, 'missed internal', { internal: true });
    await w.http.post('/api/conversation/update', { id: c.id, status: 'closed' }, w.owner.creds);
    const missedToo = await sendText(w.http, w.owner.creds, c.id, 'missed two');

    const again = await GatewayClient.open(server.url);
    again.send({ type: 'handshake', token: alice.creds.token, udId: 'd', clientType: 26, version: 1, lang: 'en', getUpdates: true, cursor: kept });
    const done = await again.next((f) => f.type === 'updates');
    const afterLive = await sendText(w.http, w.owner.creds, c.id, 'live again');
    await again.next((f) => f.event === 'message.created' && f.data?.id === afterLive.id);
    try {
      const events = again.received.filter((f) => f.type === 'event' || f.type === 'updates');
      const doneAt = events.indexOf(done);
      const replayed = events.slice(0, doneAt);
      expect(replayed.every((f) => f.replay === true)).toBe(true);
      expect(summary(replayed.map((f) => ({ event: f.event, data: f.data })))).toEqual([
        `message.created ${missed.id}`,
        `conversation.updated ${c.id}`,
        `message.created ${missedToo.id}`,
      ]);
      const conversationFrame = replayed[1];
      expect(conversationFrame.data).toMatchObject({ id: c.id, status: 'closed' });
      expect(Object.keys(conversationFrame.data!).sort()).toEqual(
        ['agent', 'assignedAgent', 'changed', 'customerRating', 'id', 'lastUpdateTimestamp', 'livechat', 'mergedInto', 'name', 'status'].sort(),
      );
      expect(done.data).toMatchObject({ complete: true, reset: false, count: 3 });
      // Nothing internal, and nothing delivered twice.
      expect(JSON.stringify(again.received)).not.toContain(note.id);
      const ids = events.filter((f) => f.event?.startsWith('message.')).map((f) => f.data?.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(seenLive.id);
      const liveFrame = events.find((f) => f.data?.id === afterLive.id)!;
      expect(events.indexOf(liveFrame)).toBeGreaterThan(doneAt);
      expect(liveFrame.replay).toBeUndefined();
      expect(liveFrame.cursor as number).toBeGreaterThan((done.data as { cursor: number }).cursor);
    } finally {
      again.close();
    }
  });

  it('replays to an agent in the same order as the REST answer, while live events wait their turn', async () => {
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
    const kept = await cursorOf(w.owner.creds);
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) sent.push((await sendText(w.http, w.owner.creds, c.id, `burst ${i}`, { internal: i % 2 === 1 })).id);
    const expected = summary((await updates(w.owner.creds, `?since=${kept}`)).updates);
    const socket = await GatewayClient.open(server.url);
    socket.send({ type: 'handshake', token: w.owner.creds.token, udId: 'd', clientType: 26, version: 1, lang: 'en', getUpdates: true, cursor: String(kept) });
    // Sent while the replay may still be running: it must come after it, once.
    const during = sendText(w.http, w.owner.creds, c.id, 'during the replay');
    const done = await socket.next((f) => f.type === 'updates');
    const duringId = (await during).id;
    await socket.next((f) => f.event === 'message.created' && f.data?.id === duringId);
    try {
      const frames = socket.received.filter((f) => f.type === 'event' && f.event !== 'counts.changed');
      const replayed = frames.filter((f) => f.replay === true);
      const replayedIds = summary(replayed.map((f) => ({ event: f.event, data: f.data })));
      // The message sent during the replay arrives once: in the replay or live after it.
      const withoutDuring = replayedIds.filter((s) => !s.includes(duringId) && !s.startsWith('conversation.'));
      expect(withoutDuring).toEqual(expected.filter((s) => !s.startsWith('conversation.')));
      for (const id of sent) expect(replayedIds).toContain(`message.created ${id}`);
      expect(frames.filter((f) => f.event === 'message.created' && f.data?.id === duringId)).toHaveLength(1);
      expect(socket.received.indexOf(done)).toBeGreaterThan(socket.received.indexOf(replayed[replayed.length - 1]));
    } finally {
      socket.close();
    }
  });

  it('refuses malformed cursors (400) and says reset for a cursor from elsewhere', async () => {
    for (const q of ['?since=-1', '?since=abc', '?since=1.5', '?size=0', '?since=1&size=501']) {
      const res = await w.http.get(`/api/updates${q}`, w.owner.creds);
      expect([q, res.status]).toEqual([q, 400]);
    }
    expect((await w.http.get('/api/updates')).status).toBe(401);
    const ahead = await updates(w.owner.creds, '?since=999999999');
    expect(ahead).toMatchObject({ reset: true, updates: [], hasMore: false });
    const socket = await GatewayClient.open(server.url);
    socket.send({ type: 'handshake', token: w.owner.creds.token, cursor: 'yesterday' });
    const err = await socket.next((f: GatewayMessage) => f.type === 'error');
    expect(err.error?.code).toBe(400);
    expect(await socket.waitClosed()).toBe(4400);
  });

  it('answers a malformed cursor with 400 (REST, spec error shape) or BAD_USER_INPUT (GraphQL), never a 500', async () => {
    for (const q of ['?since=-1', '?since=abc', '?since=1.5', '?since=1e400', '?since=', '?since=99999999999999999999']) {
      const res = await w.http.get(`/api/updates${q}`, w.owner.creds);
      expect([q, res.status]).toEqual([q, 400]);
      expect(res.body.error).toMatchObject({ code: 400, message: expect.any(String) });
      expect(res.body.data).toBeUndefined();
    }
    const asked = (c: unknown) =>
      w.http.graphql<{ updatesSince: unknown }>('query($c: Float) { updatesSince(cursor: $c) { cursor reset updates { cursor } } }', { c }, w.owner.creds);
    for (const c of [-1, 1.5, 'abc', 2 ** 60]) {
      const answer = await asked(c);
      expect([c, answer.data?.updatesSince ?? null]).toEqual([c, null]);
      expect([c, answer.errors?.[0]?.extensions?.code]).toEqual([c, 'BAD_USER_INPUT']);
    }
  });

  it('tells a cursor of another workspace or from the future to refetch, and sends no data for it', async () => {
    // A second workspace on this server, with changes of its own (a different tag: see cursor-codec.ts).
    let other = await setUpWorkspace(server.parley, server.url);
    while (workspaceTag(other.workspaceId) === workspaceTag(w.workspaceId)) other = await setUpWorkspace(server.parley, server.url);
    const visitor = await other.visitor('elsewhere');
    const elsewhere = await createConversation(other.http, other.owner.creds, { customer: [visitor.id] });
    await sendText(other.http, other.owner.creds, elsewhere.id, 'in the other workspace');
    const foreign = await cursorOf(other.owner.creds);
    // Changes here after that cursor was taken: a cursor read as a bare number would return them.
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
    await sendText(w.http, w.owner.creds, c.id, 'after the foreign cursor');
    const here = await cursorOf(w.owner.creds);

    const refetch = { reset: true, hasMore: false, updates: [], cursor: here };
    expect(await updates(w.owner.creds, `?since=${foreign}`)).toEqual(refetch);
    expect(await updates(alice.creds, `?since=${foreign}`)).toEqual(refetch);
    expect(await updates(w.owner.creds, `?since=${here + 4096 * 1000}`)).toEqual(refetch);
    const gql = await w.http.graphql<{ updatesSince: { cursor: number; reset: boolean; updates: unknown[] } }>(
      'query($c: Float) { updatesSince(cursor: $c) { cursor reset hasMore updates { cursor } } }',
      { c: foreign },
      w.owner.creds,
    );
    expect(gql.data?.updatesSince).toEqual(refetch);
    // Its own cursor still resumes normally in either workspace.
    expect((await updates(other.owner.creds, `?since=${foreign}`)).reset).toBe(false);
    expect(await updates(w.owner.creds, `?since=${here}`)).toMatchObject({ reset: false, updates: [] });
  });
});
