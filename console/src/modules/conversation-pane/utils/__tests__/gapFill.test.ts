import { applyFill, fillToNewest, leavesGap, newestSeq } from '../gapFill';
import type { PaneMessage } from '../types';

const msg = (seq: number): PaneMessage => ({
  id: `m${seq}`,
  localId: null,
  version: 1,
  conversationId: 'c1',
  seq,
  timestamp: seq * 1000,
  senderId: 'cust',
  senderType: 'customer',
  dataType: 1,
  internal: false,
  pushContent: null,
  meta: { type: 1, content: `line ${seq}` },
});
const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => msg(from + i));

/** A server history of seq 1..total answering pages of `size`, newest first, before a message id. */
function server(total: number, size: number, deleted: number[] = []) {
  const all = run(1, total).filter((m) => !deleted.includes(m.seq));
  const asked: (string | null)[] = [];
  const fetchPage = async (beforeId: string | null) => {
    asked.push(beforeId);
    const end = beforeId ? all.findIndex((m) => m.id === beforeId) : all.length;
    return all.slice(Math.max(0, end - size), end).reverse();
  };
  return { fetchPage, asked };
}

describe('the pane holds one run of history, without holes', () => {
  it('sees a hole when messages arrive past the one after the newest held', () => {
    expect(leavesGap(20, [msg(21), msg(22)])).toBe(false);
    expect(leavesGap(20, [msg(22)])).toBe(true);
    expect(leavesGap(20, [msg(21), msg(23)])).toBe(true);
    expect(leavesGap(20, [msg(5)])).toBe(false);
    expect(leavesGap(null, [msg(40)])).toBe(false);
  });

  it('pages back from the newest until it joins the history held', async () => {
    const s = server(66, 20);
    const fill = await fillToNewest(20, s.fetchPage, 20);
    expect(fill).toMatchObject({ joined: true, requests: 3 });
    expect(s.asked).toEqual([null, 'm47', 'm27']);
    const history = applyFill(run(1, 20), fill);
    expect(history.map((m) => m.seq)).toEqual(run(1, 66).map((m) => m.seq));
    expect(newestSeq(history)).toBe(66);
  });

  it('stops at the start of the conversation', async () => {
    const s = server(12, 20);
    const fill = await fillToNewest(3, s.fetchPage, 20);
    expect(fill).toMatchObject({ joined: true, moreBefore: false, requests: 1 });
  });

  it('is not fooled by a deleted message next to the newest held', async () => {
    const s = server(45, 20, [21]);
    const fill = await fillToNewest(20, s.fetchPage, 20);
    expect(fill.joined).toBe(true);
    expect(applyFill(run(1, 20), fill).map((m) => m.seq)).toEqual(
      run(1, 45)
        .map((m) => m.seq)
        .filter((x) => x !== 21),
    );
  });

  it('lets the older history go rather than keep a hole when the gap is longer than it pages through', async () => {
    const s = server(500, 20);
    const fill = await fillToNewest(20, s.fetchPage, 20, 3);
    expect(fill).toMatchObject({ joined: false, moreBefore: true, requests: 3 });
    const history = applyFill(run(1, 20), fill);
    expect(history.map((m) => m.seq)).toEqual(run(441, 500).map((m) => m.seq));
  });
});
