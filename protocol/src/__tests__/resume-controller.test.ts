import type { RealtimeEvent } from '../resume/event';
import { MAX_CATCH_UP_PAGES, REORDER_WINDOW_MS, ResumeController, type UpdatesPage } from '../resume/resume-controller';

const live = (type: string, id: string, cursor: number | null, payload: Record<string, unknown> = {}): RealtimeEvent => ({
  id,
  type,
  cursor,
  payload,
  replay: false,
});
const missed = (type: string, cursor: number, thingId: string): RealtimeEvent => ({
  id: `update:${cursor}:${type}`,
  type,
  cursor,
  payload: { id: thingId, conversationId: 'c1' },
  replay: true,
});
const message = (id: string, cursor: number) => live('message.created', `live-${id}`, cursor, { id, conversationId: 'c1' });

/** A fake server: each catch-up request is answered from `pages` in turn; `asked` records the cursors asked. */
function setUp(pages: (UpdatesPage | Error)[], current = 1000) {
  const delivered: RealtimeEvent[] = [];
  const asked: (number | null)[] = [];
  let resets = 0;
  let clock = 0;
  const controller = new ResumeController({
    fetchPage: async (since) => {
      asked.push(since);
      if (since === null) return { cursor: current, hasMore: false, reset: false, updates: [] };
      const next = pages.shift();
      if (!next) throw new Error(`unexpected request since ${since}`);
      if (next instanceof Error) throw next;
      return next;
    },
    deliver: (e) => delivered.push(e),
    reset: () => (resets += 1),
    now: () => clock,
  });
  const names = () => delivered.map((e) => `${e.type} ${String(e.payload.id ?? e.id)}`);
  return { controller, delivered, asked, names, resets: () => resets, tick: (ms: number) => (clock += ms) };
}

describe('resume by cursor', () => {
  it('holds live events until the first catch-up, then applies what was missed in order before them', async () => {
    const s = setUp([{ cursor: 12, hasMore: false, reset: false, updates: [missed('message.created', 11, 'm11'), missed('message.created', 12, 'm12')] }]);
    s.controller.start(10);
    s.controller.receive(message('m13', 13));
    expect(s.delivered).toEqual([]);
    const report = await s.controller.catchUp();
    expect(s.asked).toEqual([10]);
    expect(s.names()).toEqual(['message.created m11', 'message.created m12', 'message.created m13']);
    expect(report).toMatchObject({ missed: 2, pages: 1, reset: false });
  });

  it('pages on while the server says there is more, asking from each page’s cursor', async () => {
    const s = setUp([
      { cursor: 21, hasMore: true, reset: false, updates: [missed('message.created', 20, 'a'), missed('message.created', 21, 'b')] },
      { cursor: 23, hasMore: true, reset: false, updates: [missed('message.created', 22, 'c'), missed('message.created', 23, 'd')] },
      { cursor: 30, hasMore: false, reset: false, updates: [missed('message.created', 24, 'e')] },
    ]);
    s.controller.start(19);
    const report = await s.controller.catchUp();
    expect(s.asked).toEqual([19, 21, 23]);
    expect(s.names()).toEqual(['a', 'b', 'c', 'd', 'e'].map((x) => `message.created ${x}`));
    expect(report).toMatchObject({ missed: 5, pages: 3 });
    expect(s.controller.position).toBe(30);
  });

  it('drops a waiting live event whose change the catch-up already carried, and keeps later ones and other kinds', async () => {
    const s = setUp([{ cursor: 15, hasMore: false, reset: false, updates: [missed('message.created', 14, 'm14'), missed('conversation.updated', 15, 'c1')] }]);
    s.controller.start(10);
    s.controller.receive(message('m14', 14));
    s.controller.receive(live('conversation.updated', 'e-c1', 15, { id: 'c1' }));
    s.controller.receive(live('counts.changed', 'e-counts', 15, { conversationId: 'c1' }));
    s.controller.receive(message('m16', 16));
    await s.controller.catchUp();
    expect(s.names()).toEqual(['message.created m14', 'conversation.updated c1', 'counts.changed e-counts', 'message.created m16']);
  });

  it('judges a waiting live event by its own change when its cursor is older (sent while others were in flight)', async () => {
    const s = setUp([{ cursor: 15, hasMore: false, reset: false, updates: [missed('message.created', 14, 'm14')] }]);
    s.controller.start(10);
    // Both stamped 12, older than the catch-up's 15: one's change (14) was in it, the other's (16) was not.
    s.controller.receive({ ...message('m14', 12), change: 14 });
    s.controller.receive({ ...message('m16', 12), change: 16 });
    await s.controller.catchUp();
    expect(s.names()).toEqual(['message.created m14', 'message.created m16']);
  });

  it('applies each event once, and each created thing once, however it arrives', async () => {
    const s = setUp([{ cursor: 40, hasMore: false, reset: false, updates: [missed('message.created', 31, 'm31')] }]);
    s.controller.start(30);
    await s.controller.catchUp();
    s.controller.receive(message('m31', 41)); // the same message, stamped later by another node
    s.controller.receive(message('m42', 42));
    s.controller.receive(message('m42', 42)); // the same event twice
    expect(s.names()).toEqual(['message.created m31', 'message.created m42']);
  });

  it('resumes from before the newest live events, which another node’s earlier event may still follow', async () => {
    const s = setUp([
      { cursor: 60, hasMore: false, reset: false, updates: [] },
      { cursor: 70, hasMore: false, reset: false, updates: [] },
    ]);
    s.controller.start(50);
    await s.controller.catchUp();
    s.controller.receive(message('a', 61));
    s.tick(REORDER_WINDOW_MS + 1);
    s.controller.receive(message('c', 64));
    s.controller.receive(message('b', 63)); // stamped earlier on another node, arrived later
    expect(s.controller.position).toBe(61);
    await s.controller.catchUp();
    // From 61, not 64: a change 62 still on its way when the connection dropped is not skipped.
    expect(s.asked).toEqual([50, 61]);
  });

  it('settles live cursors only after the reorder window', async () => {
    const s = setUp([{ cursor: 20, hasMore: false, reset: false, updates: [] }]);
    s.controller.start(20);
    await s.controller.catchUp();
    s.controller.receive(message('a', 21));
    s.tick(REORDER_WINDOW_MS + 1);
    s.controller.receive(message('b', 25));
    expect(s.controller.position).toBe(21);
  });

  it('refetches what is on screen when the cursor is refused, and goes on from the server’s cursor', async () => {
    const s = setUp([
      { cursor: 500, hasMore: false, reset: true, updates: [] },
      { cursor: 501, hasMore: false, reset: false, updates: [] },
    ]);
    s.controller.start(7);
    s.controller.receive(message('old', 400));
    s.controller.receive(message('new', 501));
    const report = await s.controller.catchUp();
    expect(report.reset).toBe(true);
    expect(s.resets()).toBe(1);
    // The refetch covers everything up to the server's cursor; later live events still apply.
    expect(s.names()).toEqual(['message.created new']);
    await s.controller.catchUp();
    expect(s.asked).toEqual([7, 500]);
  });

  it('refetches instead of paging through a gap longer than its page limit', async () => {
    const pages: UpdatesPage[] = [];
    for (let i = 0; i <= MAX_CATCH_UP_PAGES; i += 1)
      pages.push({ cursor: 100 + i, hasMore: true, reset: false, updates: [missed('message.updated', 100 + i, `m${i}`)] });
    const s = setUp(pages, 9999);
    s.controller.start(99);
    const report = await s.controller.catchUp();
    expect(report.reset).toBe(true);
    expect(s.resets()).toBe(1);
    expect(s.controller.position).toBe(9999);
  });

  it('keeps its place and keeps holding live events when a request fails, and goes on from there next time', async () => {
    const s = setUp([
      { cursor: 11, hasMore: true, reset: false, updates: [missed('message.created', 11, 'm11')] },
      new Error('offline'),
      { cursor: 13, hasMore: false, reset: false, updates: [missed('message.created', 12, 'm12'), missed('message.created', 13, 'm13')] },
    ]);
    s.controller.start(10);
    s.controller.receive(message('m14', 14));
    await expect(s.controller.catchUp()).rejects.toThrow('offline');
    expect(s.names()).toEqual(['message.created m11']);
    await s.controller.catchUp();
    expect(s.asked).toEqual([10, 11, 11]);
    expect(s.names()).toEqual(['m11', 'm12', 'm13', 'm14'].map((x) => `message.created ${x}`));
  });

  it('runs one catch-up at a time: asked again meanwhile, it runs once more afterwards', async () => {
    const s = setUp([
      { cursor: 11, hasMore: false, reset: false, updates: [] },
      { cursor: 12, hasMore: false, reset: false, updates: [missed('message.created', 12, 'm12')] },
    ]);
    s.controller.start(10);
    const first = s.controller.catchUp();
    const second = s.controller.catchUp();
    expect(second).toBe(first);
    await first;
    expect(s.asked).toEqual([10, 11]);
    expect(s.names()).toEqual(['message.created m12']);
  });

  it('starts from the current cursor when nothing is known yet', async () => {
    const s = setUp([], 77);
    s.controller.receive(message('m78', 78));
    await s.controller.catchUp();
    expect(s.asked).toEqual([null]);
    expect(s.controller.position).toBe(77);
    expect(s.names()).toEqual(['message.created m78']);
  });
});
