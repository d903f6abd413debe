import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { databaseVariants } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import type { Credentials } from '../../support/http';
import { SEARCH_TUNING, searchMessages } from '../../../server/src/modules/message/message-search';
import { createConversation, sendText, setUpWorkspace, type MessageJson, type Person, type TestWorkspace } from '../../factories/conversation';

interface Hit extends MessageJson {
  conversationName: string;
}

/** A word no other test (or earlier run on this database) has written. */
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

/**
 * A customer's messages `from`..`to` (their seq) written straight into the table, one a second from
 * `after` (an interval from now): thousands in one statement, where sending them would take minutes.
 */
function writeMessages(
  ds: DataSource,
  o: { workspaceId: string; conversationId: string; customerId: string; from: number; to: number; after: string; text: (seq: number) => string },
) {
  return ds.query(
    `INSERT INTO message (workspace_id, conversation_id, seq, sender_type, sender_id, data_type, internal, meta, search_text, created_at)
     SELECT $1, $2, s, 'customer', $3, 51, false, jsonb_build_object('type', 1, 'content', t), t, now() + $6::interval + s * interval '1 second'
     FROM generate_series($4::int, $5::int) s, LATERAL (SELECT ($7::text[])[s - $4 + 1] AS t) x`,
    [o.workspaceId, o.conversationId, o.customerId, o.from, o.to, o.after, Array.from({ length: o.to - o.from + 1 }, (_, i) => o.text(o.from + i))],
  );
}

/** An agent as the services see one, for calling searchMessages directly. */
const agentActor = (workspaceId: string, agentId: string, permissions: string[]) => ({
  kind: 'agent' as const,
  workspaceId,
  agentId,
  sessionId: 's',
  permissions,
});

describe.each(databaseVariants())('message search on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let other: TestWorkspace;
  let allAgent: Person, ownAgent: Person, alice: Person, bob: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    [w, other] = await Promise.all([setUpWorkspace(server.parley, server.url), setUpWorkspace(server.parley, server.url)]);
    [allAgent, ownAgent] = await Promise.all([w.agent(['allConversations']), w.agent(['ownConversations'])]);
    [alice, bob] = await Promise.all([w.visitor('s-alice'), w.visitor('s-bob')]);
  });
  afterAll(() => server?.close());

  const search = (creds: Credentials, query: string, conversationId?: string) => {
    const params = new URLSearchParams({ query, ...(conversationId ? { conversationId } : {}) });
    return w.http.get<Hit[]>(`/api/message/search?${params.toString()}`, creds);
  };
  const ids = async (creds: Credentials, query: string, conversationId?: string) => {
    const res = await search(creds, query, conversationId);
    expect(res.status).toBe(200);
    return res.body.data!.map((h) => h.id);
  };
  const conversation = (customer: Person, agents: string[] = [allAgent.id], name?: string) =>
    createConversation(w.http, allAgent.creds, { customer: [customer.id], agent: agents, ...(name ? { name } : {}) });

  it('finds English words anywhere, case-insensitively, newest first, with the conversation to open', async () => {
    const word = unique('Refund');
    const c1 = await conversation(alice, [allAgent.id], 'Billing question');
    const c2 = await conversation(bob);
    const first = await sendText(w.http, alice.creds, c1.id, `Hello, I want a ${word} for order 7`);
    await sendText(w.http, alice.creds, c1.id, 'nothing to see here');
    const second = await sendText(w.http, bob.creds, c2.id, `Where is my ${word.toUpperCase()}?`);
    const third = await sendText(w.http, allAgent.creds, c1.id, `your ${word.toLowerCase()}ed amount`);

    const res = await search(allAgent.creds, word.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body.data!.map((h) => h.id)).toEqual([third.id, second.id, first.id]);
    expect(res.body.data![2]).toMatchObject({ conversationId: c1.id, conversationName: 'Billing question', meta: { type: 1 } });
    expect(res.body.data![1]).toMatchObject({ conversationId: c2.id, conversationName: `Conversation ${c2.id.slice(0, 7)}` });
    expect(await ids(allAgent.creds, word.toUpperCase().slice(2))).toEqual([third.id, second.id, first.id]);
    // Within one conversation only.
    expect(await ids(allAgent.creds, word, c1.id)).toEqual([third.id, first.id]);
    // The GraphQL twin answers the same hits.
    const gql = await w.http.graphql<{ searchMessages: { id: string; conversationId: string; conversationName: string }[] }>(
      'query($q: String!, $c: ID) { searchMessages(query: $q, conversationId: $c) { id conversationId conversationName } }',
      { q: word, c: c1.id },
      allAgent.creds,
    );
    expect(gql.data!.searchMessages).toEqual([
      { id: third.id, conversationId: c1.id, conversationName: 'Billing question' },
      { id: first.id, conversationId: c1.id, conversationName: 'Billing question' },
    ]);
  });

  it('finds Chinese text without spaces by any three characters inside it', async () => {
    const c = await conversation(alice);
    const tag = unique('zh');
    const refund = await sendText(w.http, alice.creds, c.id, `你好，我想提出退款申請，訂單編號是${tag}，謝謝。`);
    const status = await sendText(w.http, allAgent.creds, c.id, `請問您的訂單狀態已經更新了嗎？${tag}`);
    await sendText(w.http, alice.creds, c.id, '退回款項');
    expect(await ids(allAgent.creds, '退款申', c.id)).toEqual([refund.id]);
    expect(await ids(alice.creds, '款申請', c.id)).toEqual([refund.id]);
    expect(await ids(allAgent.creds, '訂單狀', c.id)).toEqual([status.id]);
    expect((await search(allAgent.creds, '訂單')).status).toBe(400);
    // Mixed scripts, and the whole sentence.
    expect(await ids(allAgent.creds, `編號是${tag.toUpperCase()}`, c.id)).toEqual([refund.id]);
  });

  it('matches %, _ and \\ literally', async () => {
    const c = await conversation(alice);
    const tag = unique('lit');
    const percent = await sendText(w.http, alice.creds, c.id, `${tag} I am 100% sure`);
    await sendText(w.http, alice.creds, c.id, `${tag} I am 1000 sure`);
    const underscore = await sendText(w.http, alice.creds, c.id, `${tag} snake_case name`);
    await sendText(w.http, alice.creds, c.id, `${tag} snakeXcase name`);
    const backslash = await sendText(w.http, alice.creds, c.id, `${tag} path C:\\temp\\new`);
    await sendText(w.http, alice.creds, c.id, `${tag} path C:tempnew`);
    expect(await ids(allAgent.creds, '00% s', c.id)).toEqual([percent.id]);
    expect(await ids(allAgent.creds, 'e_c', c.id)).toEqual([underscore.id]);
    expect(await ids(allAgent.creds, ':\\te', c.id)).toEqual([backslash.id]);
    expect(await ids(allAgent.creds, '%%%', c.id)).toEqual([]);
    expect(await ids(allAgent.creds, '___', c.id)).toEqual([]);
  });

  it('searches exactly what the caller may read', async () => {
    const word = unique('scope');
    const mine = await conversation(alice, [ownAgent.id]);
    const notMine = await conversation(bob, [allAgent.id]);
    const inMine = await sendText(w.http, alice.creds, mine.id, `${word} from alice`);
    const note = await sendText(w.http, ownAgent.creds, mine.id, `${word} internal note`, { internal: true });
    const inNotMine = await sendText(w.http, bob.creds, notMine.id, `${word} from bob`);
    // The same word in another workspace.
    const foreignAgent = await other.agent(['allConversations']);
    const foreignVisitor = await other.visitor('s-alice');
    const foreign = await createConversation(other.http, foreignAgent.creds, { customer: [foreignVisitor.id] });
    const foreignMessage = await sendText(other.http, foreignVisitor.creds, foreign.id, `${word} elsewhere`);

    expect(await ids(allAgent.creds, word)).toEqual([inNotMine.id, note.id, inMine.id]);
    expect(await ids(ownAgent.creds, word)).toEqual([note.id, inMine.id]);
    expect(await ids(alice.creds, word)).toEqual([inMine.id]);
    expect(await ids(bob.creds, word)).toEqual([inNotMine.id]);
    expect(await ids(w.owner.creds, word)).not.toContain(foreignMessage.id);
    expect(await ids(foreignAgent.creds, word)).toEqual([foreignMessage.id]);
    // Internal messages never reach a customer, even by their exact words.
    expect(await ids(alice.creds, 'internal note')).toEqual([]);
    // A conversation the caller may not read is refused like every other door; an unknown one too.
    expect((await search(ownAgent.creds, word, notMine.id)).status).toBe(404);
    expect((await search(bob.creds, word, mine.id)).status).toBe(404);
    expect((await search(foreignAgent.creds, word, mine.id)).status).toBe(404);
    // An agent holding neither conversation permission finds nothing.
    const bare = await w.agent([]);
    expect(await ids(bare.creds, word)).toEqual([]);
    // The GraphQL twin keeps the same scope.
    const gql = await w.http.graphql<{ searchMessages: { id: string }[] }>('query($q: String!) { searchMessages(query: $q) { id } }', { q: word }, alice.creds);
    expect(gql.data!.searchMessages).toEqual([{ id: inMine.id }]);
    // Deleted messages are gone from search.
    expect((await w.http.post('/api/message/delete', { messageId: inMine.id }, alice.creds)).status).toBe(200);
    expect(await ids(alice.creds, word)).toEqual([]);
  });

  it('needs at least 3 characters and answers at most 50, newest first', async () => {
    for (const query of ['ab', '  ab  ', '', '退款']) {
      const res = await search(allAgent.creds, query);
      expect(res.status).toBe(400);
      expect(res.body.error?.extraInfo).toEqual({ fields: { query: 'tooShort' } });
    }
    expect((await w.http.get('/api/message/search', allAgent.creds)).status).toBe(400);
    expect((await search(allAgent.creds, 'x'.repeat(201))).status).toBe(400);
    expect((await search(allAgent.creds, 'abc', 'not-an-id')).status).toBe(400);
    expect((await w.http.get('/api/message/search?query=abc')).status).toBe(401);
    const gql = await w.http.graphql('query { searchMessages(query: "ab") { id } }', undefined, allAgent.creds);
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const word = unique('many');
    const c = await conversation(alice);
    const sent: string[] = [];
    for (let i = 0; i < 55; i++) sent.push((await sendText(w.http, i % 2 ? alice.creds : allAgent.creds, c.id, `${word} number ${i}`)).id);
    const found = await ids(allAgent.creds, word);
    expect(found).toEqual(sent.reverse().slice(0, 50));
  });

  it('finds the same newest page whether the newest messages hold it or the trigram index does', async () => {
    // Its own workspace, so that its newest messages are these.
    const x = await setUpWorkspace(server.parley, server.url);
    const [own, visitor] = await Promise.all([x.agent(['ownConversations']), x.visitor('s-window')]);
    const ds = server.parley.database.dataSource;
    const mine = await createConversation(x.http, x.owner.creds, { customer: [visitor.id], agent: [own.id] });
    const theirs = await createConversation(x.http, x.owner.creds, { customer: [visitor.id] });
    const rare = unique('rare');
    const common = unique('common');
    // 200 messages a second apart in `mine`: the rare word in the oldest 60 and in 10 of the newest
    // 30, the common one in every other message; then 60 newer with both words in `theirs`.
    const write = (conversationId: string, from: number, to: number, text: (s: number) => string) =>
      writeMessages(ds, { workspaceId: x.workspaceId, conversationId, customerId: visitor.id, from, to, after: '-1 day', text });
    await write(mine.id, 1, 200, (s) => `${s <= 60 || (s > 170 && s % 3 === 0) ? rare : 'plain'} ${s % 2 ? common : 'words'} ${s}`);
    await write(theirs.id, 201, 260, (s) => `${rare} ${common} ${s}`);
    const expected = async (word: string, conversationIds: string[]) =>
      (
        (await ds.query(
          `SELECT id FROM message WHERE conversation_id = ANY($1::uuid[]) AND search_text ILIKE $2 ORDER BY created_at DESC, conversation_id, seq DESC LIMIT 50`,
          [conversationIds, `%${word}%`],
        )) as { id: string }[]
      ).map((r) => r.id);
    const owner = agentActor(x.workspaceId, x.owner.id, ['all']);
    const ownActor = agentActor(x.workspaceId, own.id, ['ownConversations']);
    const found = async (actor: typeof owner, word: string, window: number) =>
      (await searchMessages(ds.manager, actor, { query: word }, { ...SEARCH_TUNING, window })).map((h) => h.id);

    // The newest 100 hold 80 hits of the common word and 70 of the rare one: the page comes from them.
    const both = [mine.id, theirs.id];
    expect(await found(owner, common, 100)).toEqual(await expected(common, both));
    expect(await found(owner, rare, 100)).toEqual(await expected(rare, both));
    // The newest 30 hold 30: the trigram index finds the page.
    expect(await found(owner, rare, 30)).toEqual(await expected(rare, both));
    // An agent who reads only `mine`: its hits, whether newer hits they may not read fill the window (40),
    // leave too few of theirs (100) or leave a page of theirs (20,000).
    for (const window of [40, 100, 20_000]) {
      expect(await found(ownActor, rare, window)).toEqual(await expected(rare, [mine.id]));
      expect(await found(ownActor, common, window)).toEqual(await expected(common, [mine.id]));
    }
    // And through the door, with the default window.
    const res = await x.http.get<Hit[]>(`/api/message/search?query=${common}`, own.creds);
    expect(res.body.data!.map((h) => h.id)).toEqual(await expected(common, [mine.id]));
  });

  it('reads the newest messages first only when the statistics say they hold a page of the phrase', async () => {
    const x = await setUpWorkspace(server.parley, server.url);
    const visitor = await x.visitor('s-estimate');
    const c = await createConversation(x.http, x.owner.creds, { customer: [visitor.id] });
    const ds = server.parley.database.dataSource;
    const common = unique('everywhere');
    const rare = unique('once');
    // 3,000 messages with the common word, the rare one in one of them; then statistics.
    await writeMessages(ds, {
      workspaceId: x.workspaceId,
      conversationId: c.id,
      customerId: visitor.id,
      from: 1,
      to: 3000,
      after: '-1 day',
      text: (s) => `${common} ${s}${s === 1500 ? ` ${rare}` : ''}`,
    });
    await ds.query('ANALYZE message');
    const owner = agentActor(x.workspaceId, x.owner.id, ['all']);
    // A window of an unusual size, to recognise the statement that reads it by its parameter.
    const WINDOW = 12_345;
    const search = async (word: string) => {
      const statements: unknown[][] = [];
      const manager = { query: (sql: string, params: unknown[] = []) => (statements.push(params), ds.manager.query(sql, params)) } as unknown as EntityManager;
      const hits = await searchMessages(manager, owner, { query: word }, { ...SEARCH_TUNING, window: WINDOW });
      return { hits: hits.length, readWindow: statements.some((params) => params.includes(WINDOW)) };
    };
    expect(await search(common)).toEqual({ hits: 50, readWindow: true });
    expect(await search(rare)).toEqual({ hits: 1, readWindow: false });
  });

  it('looks for a phrase too rare for the window among the newest messages first, and in all of them when those hold less than a page', async () => {
    const x = await setUpWorkspace(server.parley, server.url);
    const [visitor, own] = await Promise.all([x.visitor('s-slice'), x.agent(['ownConversations'])]);
    const [recent, old] = await Promise.all([
      createConversation(x.http, x.owner.creds, { customer: [visitor.id], agent: [own.id] }),
      createConversation(x.http, x.owner.creds, { customer: [visitor.id] }),
    ]);
    const ds = server.parley.database.dataSource;
    const newer = unique('newer');
    const older = unique('older');
    // 3,000 messages later than any other of the database, `newer` in the newest half of them; 300
    // earlier than any other, each with `older`; then statistics.
    const write = (conversationId: string, count: number, after: string, text: (s: number) => string) =>
      writeMessages(ds, { workspaceId: x.workspaceId, conversationId, customerId: visitor.id, from: 1, to: count, after, text });
    await write(recent.id, 3000, '1 day', (s) => `${s > 1500 ? newer : 'plain'} ${s}`);
    await write(old.id, 300, '-1000 days', (s) => `${older} ${s}`);
    await ds.query('ANALYZE message');
    const owner = agentActor(x.workspaceId, x.owner.id, ['all']);
    const expected = async (word: string) =>
      (
        (await ds.query(
          `SELECT id FROM message WHERE workspace_id = $1 AND search_text ILIKE $2 ORDER BY created_at DESC, conversation_id, seq DESC LIMIT 50`,
          [x.workspaceId, `%${word}%`],
        )) as { id: string }[]
      ).map((r) => r.id);
    // No window (it never holds a page of 1), and a slice for any phrase in more than 50 messages.
    const ownActor = agentActor(x.workspaceId, own.id, ['ownConversations']);
    const search = async (word: string, sliceAbove = 50, actor = owner) => {
      const reads: string[] = [];
      const manager = {
        query: (sql: string, params: unknown[] = []) => {
          if (sql.includes('search_text ILIKE') && !sql.startsWith('EXPLAIN')) reads.push(sql.includes('m.created_at >=') ? 'slice' : 'all');
          return ds.manager.query(sql, params);
        },
      } as unknown as EntityManager;
      const hits = (await searchMessages(manager, actor, { query: word }, { window: 1, sliceAbove })).map((h) => h.id);
      return { hits, reads };
    };
    // The newest messages hold a page of `newer`: the slice alone finds the page.
    expect(await search(newer)).toEqual({ hits: await expected(newer), reads: ['slice'] });
    // They hold none of `older`: every hit is then looked at.
    expect(await search(older)).toEqual({ hits: await expected(older), reads: ['slice', 'all'] });
    // A phrase in fewer messages than the slice is for: the trigram index alone.
    expect(await search(newer, 1_000_000)).toEqual({ hits: await expected(newer), reads: ['all'] });
    // An agent of their own conversations: the trigram index with their assignments, whatever the estimate.
    expect(await search(newer, 50, ownActor)).toEqual({ hits: await expected(newer), reads: ['all'] });
  });
});
