import { databaseVariants } from '../../support/databases';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import {
  createConversation,
  history,
  sendText,
  setUpWorkspace,
  type ConversationJson,
  type MessageJson,
  type Person,
  type TestWorkspace,
} from '../../factories/conversation';

interface MergeJson {
  mergeId: string;
  sourceId: string;
  targetId: string;
  undoUntil: number;
  undone: boolean;
  movedMessages: number;
}

type Merged = ConversationJson & { mergedInto: { id: string } | null };

describe.each(databaseVariants())('merging conversations on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, colleague: Person, own: Person, manager: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [agent, colleague, own, manager] = await Promise.all([
      w.agent(['allConversations']),
      w.agent(['allConversations']),
      w.agent(['ownConversations']),
      w.agent(['manageUser']),
    ]);
  });
  afterAll(() => server?.close());

  const merge = (sourceId: string, targetId: string, who = agent) => w.http.post<MergeJson>('/api/conversation/merge', { sourceId, targetId }, who.creds);
  const undo = (mergeId: string, who = agent) => w.http.post<MergeJson>('/api/conversation/merge/undo', { mergeId }, who.creds);
  const get = async (id: string, who = agent): Promise<Merged> => (await w.http.get<Merged[]>(`/api/conversation/get?id=${id}`, who.creds)).body.data![0];
  /** Every message an agent sees, oldest first. */
  const all = async (id: string, who = agent): Promise<MessageJson[]> => (await history(w.http, who.creds, id, 'size=50')).body.data!.reverse();

  /**
   * Two conversations of one customer (a merge joins only those), from two of her devices (two widget
   * sessions), their messages sent alternately so that they interleave in time.
   */
  async function pair(tag: string) {
    const alice = await w.visitor(`${tag}-alice`);
    const bob = await w.visitor(`${tag}-alice`);
    const source = await createConversation(w.http, agent.creds, { customer: [alice.id], agent: [agent.id] });
    const target = await createConversation(w.http, colleague.creds, { customer: [bob.id], agent: [colleague.id] });
    const sent: MessageJson[] = [];
    for (let i = 1; i <= 3; i++) {
      sent.push(await sendText(w.http, alice.creds, source.id, `alice ${i}`));
      sent.push(await sendText(w.http, bob.creds, target.id, `bob ${i}`));
    }
    await w.http.post('/api/tag/conversation/assign', { conversationId: source.id, tag: ['vip', 'billing'] }, agent.creds);
    await w.http.post('/api/tag/conversation/assign', { conversationId: target.id, tag: ['billing', 'urgent'] }, agent.creds);
    return { alice, bob, source, target, sent };
  }

  it('moves the messages into the survivor in time order with a notice at the seam; tags and assignments join; the merged one is read-only', async () => {
    const { source, target, sent } = await pair('order');
    const res = await merge(source.id, target.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sourceId: source.id, targetId: target.id, undone: false, movedMessages: 3 });
    expect(res.body.data!.undoUntil).toBeGreaterThan(Date.now());

    const merged = await all(target.id);
    expect(merged.map((m) => m.seq)).toEqual(merged.map((_, i) => i + 1));
    const times = merged.map((m) => m.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const texts = merged.filter((m) => m.senderType !== 'system').map((m) => m.meta.content);
    expect(texts.sort()).toEqual(sent.map((m) => m.meta.content).sort());
    expect(merged.filter((m) => m.conversationId !== target.id)).toEqual([]);
    // The seam: the notice comes right before the first moved message.
    const seam = merged.findIndex((m) => m.senderType === 'system');
    expect(merged[seam].meta.system).toMatchObject({ action: 'merge', role: 'seam', sourceId: source.id, targetId: target.id });
    expect(merged[seam].internal).toBe(true);
    expect(merged[seam + 1].meta.content).toBe('alice 1');

    const survivor = await get(target.id);
    expect(survivor.tags).toEqual(['billing', 'urgent', 'vip']);
    expect(survivor.assignedAgent.map((a) => a.id).sort()).toEqual([agent.id, colleague.id].sort());
    expect(survivor.lastMessage).toMatchObject({ text: 'bob 3', seq: merged.length });
    expect(survivor.mergedInto).toBeNull();

    const gone = await get(source.id);
    expect(gone).toMatchObject({ status: 'closed', mergedInto: { id: target.id } });
    const left = await all(source.id);
    expect(left.map((m) => [m.seq, m.meta.system?.role])).toEqual([[1, 'link']]);
    // Read-only: a change is refused with a clear code; a message goes to the survivor.
    const change = await w.http.post('/api/conversation/update', { id: source.id, status: 'open' }, agent.creds);
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ error: { extraInfo: { mergedInto: target.id } } });
    const redirected = await sendText(w.http, agent.creds, source.id, 'after the merge');
    expect(redirected.conversationId).toBe(target.id);
    expect((await all(target.id)).at(-1)!.id).toBe(redirected.id);
    expect((await all(source.id)).length).toBe(1);
  });

  it('merges a later conversation into an earlier one: the earlier messages stay as they were, the moved follow the seam, a localId used twice goes', async () => {
    const carol = await w.visitor('later-carol');
    const target = await createConversation(w.http, agent.creds, { customer: [carol.id], agent: [agent.id] });
    const source = await createConversation(w.http, agent.creds, { customer: [carol.id], agent: [agent.id] });
    const mine = [
      await sendText(w.http, agent.creds, target.id, 'earlier 1', { localId: 'twice' }),
      await sendText(w.http, agent.creds, target.id, 'earlier 2'),
    ];
    const moved = [
      await sendText(w.http, agent.creds, source.id, 'later 1', { localId: 'twice' }),
      await sendText(w.http, agent.creds, source.id, 'later 2', { localId: 'once' }),
    ];
    const before = await all(target.id);
    expect((await merge(source.id, target.id)).body.data).toMatchObject({ movedMessages: 2 });

    const merged = await all(target.id);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(merged.map((m) => m.id)).toEqual([mine[0].id, mine[1].id, merged[2].id, moved[0].id, moved[1].id]);
    expect(merged[2].meta.system).toMatchObject({ role: 'seam' });
    // Not rewritten: same seq, same version (a rewrite takes a new change number).
    expect(merged.slice(0, 2)).toEqual(before);
    expect(merged.slice(3).map((m) => m.localId)).toEqual([null, 'once']);
    expect(merged.slice(3).every((m) => m.version > moved[1].version)).toBe(true);
  });

  it("keeps the merged conversation's widget working: its visitor reads, sends and hears the survivor", async () => {
    const { alice, bob, source, target } = await pair('widget');
    const aliceSocket = await GatewayClient.connect(server.url, alice.creds.token!);
    const bobSocket = await GatewayClient.connect(server.url, bob.creds.token!);
    try {
      const res = await merge(source.id, target.id);
      expect(res.status).toBe(200);
      const told = await aliceSocket.next((m) => m.event === 'conversation.merged' && m.data?.conversationId === source.id);
      expect(told.data).toMatchObject({ sourceId: source.id, targetId: target.id, undone: false });
      await bobSocket.next((m) => m.event === 'conversation.merged' && m.data?.conversationId === target.id);
      // Alice's widget still on the merged conversation: it says where to go, and her message lands there.
      expect((await get(source.id, alice)).mergedInto).toEqual({ id: target.id });
      const hers = await sendText(w.http, alice.creds, source.id, 'still here?', { localId: 'w-1' });
      expect(hers.conversationId).toBe(target.id);
      // The same localId again (a retry of the widget's queue): the first message, not a second one.
      const again = await sendText(w.http, alice.creds, source.id, 'still here?', { localId: 'w-1' });
      expect(again.id).toBe(hers.id);
      const seen = (await history(w.http, alice.creds, target.id, 'size=50')).body.data!;
      expect(seen.filter((m) => m.id === hers.id)).toHaveLength(1);
      expect(seen.some((m) => m.internal)).toBe(false);
      const list = (await w.http.get<ConversationJson[]>('/api/conversation?status=all', alice.creds)).body.data!;
      expect(list.map((c) => c.id)).toContain(target.id);
      // Both visitors hear the survivor live.
      const reply = await sendText(w.http, agent.creds, target.id, 'hello both');
      for (const s of [aliceSocket, bobSocket]) await s.next((m) => m.event === 'message.created' && m.data?.id === reply.id);
      // Her other device, already on the survivor, is unchanged.
      expect((await get(target.id, bob)).mergedInto).toBeNull();
    } finally {
      aliceSocket.close();
      bobSocket.close();
    }
  });

  it('undoes within 30 seconds exactly, and refuses after', async () => {
    const { source, target } = await pair('undo');
    const before = { s: await all(source.id), t: await all(target.id), sv: await get(source.id), tv: await get(target.id) };
    const res = await merge(source.id, target.id);
    const late = await sendText(w.http, colleague.creds, target.id, 'arrived after the merge');
    const back = await undo(res.body.data!.mergeId);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ undone: true, movedMessages: 3 });
    const pick = (ms: MessageJson[]) => ms.map((m) => ({ id: m.id, seq: m.seq, conversationId: m.conversationId, localId: m.localId }));
    expect(pick(await all(source.id))).toEqual(pick(before.s));
    const t = await all(target.id);
    expect(pick(t.slice(0, before.t.length))).toEqual(pick(before.t));
    expect(t.slice(before.t.length).map((m) => [m.id, m.seq])).toEqual([[late.id, before.t.length + 1]]);
    const sv = await get(source.id);
    const tv = await get(target.id);
    expect(sv).toMatchObject({ status: before.sv.status, tags: before.sv.tags, mergedInto: null, assignedAgent: before.sv.assignedAgent });
    expect(tv).toMatchObject({ tags: before.tv.tags, assignedAgent: before.tv.assignedAgent, mergedInto: null });
    expect(sv.lastMessage).toEqual(before.sv.lastMessage);
    expect((await undo(res.body.data!.mergeId)).status).toBe(409);

    // The same pair merged again; its record made older than the window: 410 and nothing changes.
    const again = await merge(source.id, target.id);
    expect(again.status).toBe(200);
    await server.parley.database.dataSource.query(`UPDATE conversation_merge SET created_at = created_at - interval '31 seconds' WHERE id = $1`, [
      again.body.data!.mergeId,
    ]);
    const refused = await undo(again.body.data!.mergeId);
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ error: { message: 'The merge can no longer be undone (30 seconds have passed)' } });
    expect((await get(source.id)).mergedInto).toEqual({ id: target.id });
  });

  it('answers on GraphQL too; permission allConversations or manageUser, reading both (manageUser alone reads none); bad input is a 400', async () => {
    const { source, target } = await pair('gql');
    const denied = await merge(source.id, target.id, own);
    expect(denied.status).toBe(403);
    expect((await merge(source.id, target.id, manager)).status).toBe(403);
    const gql = await w.http.graphql<{ mergeConversation: MergeJson }>(
      'mutation($s: ID!, $t: ID!) { mergeConversation(sourceId: $s, targetId: $t) { mergeId sourceId targetId undone movedMessages } }',
      { s: source.id, t: target.id },
      agent.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.mergeConversation).toMatchObject({ sourceId: source.id, targetId: target.id, undone: false, movedMessages: 3 });
    const twice = await merge(source.id, target.id);
    expect(twice.status).toBe(409);
    const undone = await w.http.graphql<{ undoConversationMerge: MergeJson }>(
      'mutation($m: ID!) { undoConversationMerge(mergeId: $m) { undone } }',
      { m: gql.data!.mergeConversation.mergeId },
      agent.creds,
    );
    expect(undone.data!.undoConversationMerge).toEqual({ undone: true });
    for (const body of [{ sourceId: source.id, targetId: source.id }, { sourceId: 'nope', targetId: target.id }, { sourceId: source.id }]) {
      expect((await w.http.post('/api/conversation/merge', body, agent.creds)).status).toBe(400);
    }
    expect((await merge(source.id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await undo('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await all(source.id)).length).toBe(3);
  });

  it('loses and doubles nothing when the visitor and the agent write to the merged conversation while the merge runs', async () => {
    const { alice, source, target } = await pair('race');
    const acked: MessageJson[] = [];
    const writer = async (who: Person, name: string) => {
      for (let i = 0; i < 15; i++) acked.push(await sendText(w.http, who.creds, source.id, `${name} ${i}`, { localId: `${name}-${i}` }));
    };
    const writers = [writer(alice, 'visitor'), writer(agent, 'agent')];
    // The merge starts once both writers are under way.
    while (acked.length < 6) await new Promise((r) => setImmediate(r));
    const res = await merge(source.id, target.id);
    await Promise.all(writers);
    expect(res.status).toBe(200);
    expect(acked).toHaveLength(30);
    // The merge did land among the writes: some were acknowledged in the source, later ones in the survivor.
    expect(new Set(acked.map((m) => m.conversationId))).toEqual(new Set([source.id, target.id]));
    const merged = await all(target.id);
    for (const m of acked) expect(merged.filter((x) => x.id === m.id)).toHaveLength(1);
    expect(merged.map((m) => m.seq)).toEqual(merged.map((_, i) => i + 1));
    const times = merged.map((m) => m.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Each writer's messages keep their own order.
    for (const name of ['visitor', 'agent']) {
      const mine = merged.filter((m) => m.meta.content?.startsWith(`${name} `)).map((m) => m.meta.content);
      expect(mine).toEqual(Array.from({ length: 15 }, (_, i) => `${name} ${i}`));
    }
    expect((await all(source.id)).map((m) => m.meta.system?.role)).toEqual(['link']);
    const counted = await get(target.id);
    expect(counted.lastMessage?.seq).toBe(merged.filter((m) => m.senderType !== 'system').at(-1)!.seq);
  });
});
