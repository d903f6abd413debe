import { Client } from 'pg';
import { databaseVariants, lockWaits } from '../support/databases';
import { GatewayClient } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, sendText, setUpWorkspace, type TestWorkspace } from '../factories/conversation';

interface UpdatesJson {
  cursor: number;
  hasMore: boolean;
  reset: boolean;
  updates: { cursor: number; event: string; data: { id: string } }[];
}

const WRITERS = 8;
const SENDS_EACH = 40;

/**
 * Writers of one workspace no longer wait for each other (migration ChangeCursorWithoutSerialising):
 * change numbers may commit out of order. A reader that follows the cursor answer after answer while
 * they write must still see every change: an answer's cursor never passes a change still in flight.
 */
describe.each(databaseVariants())('the change cursor under concurrent writers on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    // Visitors send as fast as their answers come back: the per-minute message limits would answer 429.
    // Its own server (not a group's, tests/support/shared-server.ts): visitor message limits off for its bursts, and a second server on the same PostgreSQL.
    server = await startTestServer(variant, { VISITOR_MESSAGES_PER_MINUTE: '0', VISITOR_MESSAGES_PER_MINUTE_PER_WORKSPACE: '0' });
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  const updates = async (since: number | null): Promise<UpdatesJson> => {
    const res = await w.http.get<UpdatesJson>(`/api/updates${since === null ? '' : `?since=${since}&size=50`}`, w.owner.creds);
    if (res.status !== 200) throw new Error(`updates: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data!;
  };

  it('misses no message for a reader following the cursor while eight writers send at once', async () => {
    const conversations = [];
    for (let i = 0; i < WRITERS; i++) {
      const visitor = await w.visitor(`cursor-writer-${i}`);
      conversations.push({ visitor, conversation: await createConversation(w.http, w.owner.creds, { customer: [visitor.id] }) });
    }
    const sent = new Set<string>();
    const seen = new Set<string>();
    let cursor = (await updates(null)).cursor;
    const cursors = [cursor];
    let writing = true;

    const follow = async (untilDone: boolean) => {
      for (;;) {
        const page = await updates(cursor);
        expect(page.reset).toBe(false);
        for (const u of page.updates) if (u.event === 'message.created') seen.add(u.data.id);
        cursor = page.cursor;
        cursors.push(cursor);
        if (!page.hasMore && (!untilDone || !writing)) return;
      }
    };
    const reader = (async () => {
      while (writing) await follow(false);
    })();
    await Promise.all(
      conversations.map(async ({ visitor, conversation }, i) => {
        for (let n = 0; n < SENDS_EACH; n++) sent.add((await sendText(w.http, visitor.creds, conversation.id, `writer ${i} message ${n}`)).id);
      }),
    ).finally(() => (writing = false));
    await reader;
    // Everything has committed: one more pass reaches the end.
    await follow(true);

    expect(sent.size).toBe(WRITERS * SENDS_EACH);
    expect([...sent].filter((id) => !seen.has(id))).toEqual([]);
    expect([...cursors].sort((a, b) => a - b)).toEqual(cursors);
  });
});

const postgres = databaseVariants().find((v) => v.name === 'postgres');

/**
 * The case the cursor exists for, made certain: a writer takes its number, then takes its time; others
 * commit larger numbers meanwhile. (The embedded database runs one transaction at a time: there the
 * others would wait for it, so this half is PostgreSQL's; CI always runs it.)
 */
(postgres ? describe : describe.skip)('a slow writer on PostgreSQL', () => {
  let server: TestServer;
  let w: TestWorkspace;
  let db: Client;
  /** Outside any transaction, so each read of pg_stat_activity is fresh. */
  let watch: Client;

  beforeAll(async () => {
    server = await startTestServer(postgres!);
    w = await setUpWorkspace(server.parley, server.url);
    db = new Client({ connectionString: server.databaseUrl! });
    await db.connect();
    watch = new Client({ connectionString: server.databaseUrl! });
    await watch.connect();
  });
  afterAll(async () => {
    await db?.end();
    await watch?.end();
    await server?.close();
  });

  /** Until a cursor read is seen waiting: polling for the writers it found, or (the old read) queued for the lock. */
  const readerWaiting = async (): Promise<void> => {
    for (;;) {
      const { rows } = await watch.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE '%safe_change%' AND wait_event = 'PgSleep' AND pid <> pg_backend_pid()`,
      );
      if (rows[0].n + (await lockWaits(watch, 'advisory')) > 0) return;
    }
  };

  const updates = async (since: number | null): Promise<UpdatesJson> => {
    const res = await w.http.get<UpdatesJson>(`/api/updates${since === null ? '' : `?since=${since}`}`, w.owner.creds);
    if (res.status !== 200) throw new Error(`updates: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data!;
  };

  it('does not pass a change that is still in flight: the answer waits for it, and carries it', async () => {
    const slow = await createConversation(w.http, w.owner.creds, {});
    const quick = await createConversation(w.http, w.owner.creds, {});
    const since = (await updates(null)).cursor;

    await db.query('BEGIN');
    await db.query(`UPDATE conversation SET updated_at = clock_timestamp() WHERE id = $1`, [slow.id]);
    // Numbered after the slow change and committed before it: the writers do not wait for each other.
    const later = await sendText(w.http, w.owner.creds, quick.id, 'committed first, numbered second');

    let answered = false;
    const answer = updates(since).finally(() => (answered = true));
    // The answer must wait for the slow writer: it is seen waiting for it, never answering first.
    await Promise.race([readerWaiting(), answer]);
    expect(answered).toBe(false);
    await db.query('COMMIT');

    const page = await answer;
    expect(page.updates.map((u) => `${u.event} ${u.data.id}`)).toEqual(
      expect.arrayContaining([`conversation.updated ${slow.id}`, `message.created ${later.id}`]),
    );
    // Nothing left behind the answer's cursor.
    expect((await updates(page.cursor)).updates).toEqual([]);
  });

  it('keeps sending while a cursor read waits for a long writer: the read holds nobody back, and what it did not wait for comes next', async () => {
    const slow = await createConversation(w.http, w.owner.creds, {});
    const quick = await createConversation(w.http, w.owner.creds, {});
    const since = (await updates(null)).cursor;
    try {
      await db.query('BEGIN');
      await db.query(`UPDATE conversation SET updated_at = clock_timestamp() WHERE id = $1`, [slow.id]);
      let answered = false;
      const answer = updates(since).finally(() => (answered = true));
      await Promise.race([readerWaiting(), answer]);
      // The old read queued for the lock exclusively, and PostgreSQL queues every new writer behind it:
      // this send waited for the long writer's commit.
      let timer: NodeJS.Timeout | undefined;
      const sent = await Promise.race([
        sendText(w.http, w.owner.creds, quick.id, 'sent while a read waits'),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the send waited for the long writer')), 10_000))),
      ]).finally(() => clearTimeout(timer));
      expect(answered).toBe(false);
      await db.query('COMMIT');

      const page = await answer;
      const events = (p: UpdatesJson) => p.updates.map((u) => `${u.event} ${u.data.id}`);
      expect(events(page)).toContain(`conversation.updated ${slow.id}`);
      // Numbered after the point the read waited for: the next answer carries it.
      const next = await updates(page.cursor);
      expect([...events(page), ...events(next)]).toContain(`message.created ${sent.id}`);
    } finally {
      await db.query('ROLLBACK').catch(() => undefined);
    }
  });

  it('stamps a message sent while another writer is in flight with an older cursor and its own change beside it', async () => {
    const slow = await createConversation(w.http, w.owner.creds, {});
    const quick = await createConversation(w.http, w.owner.creds, {});
    const socket = await GatewayClient.connect(server.url, w.owner.creds.token!);
    try {
      await db.query('BEGIN');
      await db.query(`UPDATE conversation SET updated_at = clock_timestamp() WHERE id = $1`, [slow.id]);
      const sent = await sendText(w.http, w.owner.creds, quick.id, 'not alone');
      const frame = await socket.next((f) => f.event === 'message.created' && f.data?.id === sent.id);
      await db.query('COMMIT');

      const cursor = frame.cursor as number;
      const change = frame.change as number;
      // The cursor could not be its own (a smaller number was still in flight): it is older, the change rides along.
      expect(change).toBeGreaterThan(cursor);
      const from = async (since: number) => (await updates(since)).updates.map((u) => `${u.event} ${u.data.id}`);
      // Resuming from the cursor brings the message again (and the slow change); past its own change, nothing of it.
      expect(await from(cursor)).toEqual(expect.arrayContaining([`message.created ${sent.id}`, `conversation.updated ${slow.id}`]));
      expect(await from(change)).not.toContain(`message.created ${sent.id}`);
    } finally {
      socket.close();
      await db.query('ROLLBACK').catch(() => undefined);
    }
  });

  it('answers a publisher at once while a long writer is in flight: its event goes out without a cursor instead of waiting for that commit', async () => {
    const slow = await createConversation(w.http, w.owner.creds, {});
    const socket = await GatewayClient.connect(server.url, w.owner.creds.token!);
    const createdFrame = (id: string) => socket.next((f) => f.event === 'conversation.created' && f.data?.id === id);
    try {
      await db.query('BEGIN');
      await db.query(`UPDATE conversation SET updated_at = clock_timestamp() WHERE id = $1`, [slow.id]);
      // A new conversation's event needs a fresh read (it carries no change of its own), which waits for the writer.
      let timer: NodeJS.Timeout | undefined;
      const created = await Promise.race([
        createConversation(w.http, w.owner.creds, {}),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the publisher waited for the long writer')), 10_000))),
      ]).finally(() => clearTimeout(timer));
      expect((await createdFrame(created.id)).cursor).toBeUndefined();
      await db.query('COMMIT');

      // Once the writer has committed, events are stamped again.
      const after = await createConversation(w.http, w.owner.creds, {});
      expect(typeof (await createdFrame(after.id)).cursor).toBe('number');
    } finally {
      socket.close();
      await db.query('ROLLBACK').catch(() => undefined);
    }
  });

  it("does not ask to be alone while another of its node's sends is in flight (a yes would hold every writer back until its commit)", async () => {
    const held = await createConversation(w.http, w.owner.creds, {});
    const quick = await createConversation(w.http, w.owner.creds, {});
    const socket = await GatewayClient.connect(server.url, w.owner.creds.token!);
    const frameOf = async (id: string) => socket.next((f) => f.event === 'message.created' && f.data?.id === id);
    try {
      // Nothing else in flight: the send is alone, its cursor is its own change.
      const lone = await sendText(w.http, w.owner.creds, quick.id, 'alone');
      expect((await frameOf(lone.id)).change).toBeUndefined();

      // A send kept in flight on this node: its conversation's row is locked, and nothing of it is written yet.
      await db.query('BEGIN');
      await db.query('SELECT id FROM conversation WHERE id = $1 FOR UPDATE', [held.id]);
      const waiting = sendText(w.http, w.owner.creds, held.id, 'kept waiting');
      // Seen waiting for the row.
      while ((await lockWaits(db, 'transactionid')) === 0);
      // It holds no change lock, so asking would have answered yes; this send does not ask.
      const beside = await sendText(w.http, w.owner.creds, quick.id, 'beside another in flight');
      const frame = await frameOf(beside.id);
      expect(frame.change).toBeGreaterThan(frame.cursor as number);
      await db.query('COMMIT');
      const late = await waiting;
      await frameOf(late.id);

      // Alone again once nothing else is in flight.
      const after = await sendText(w.http, w.owner.creds, quick.id, 'alone again');
      expect((await frameOf(after.id)).change).toBeUndefined();
    } finally {
      socket.close();
      await db.query('ROLLBACK').catch(() => undefined);
    }
  });
});
