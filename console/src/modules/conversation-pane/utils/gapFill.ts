import { mergeMessages } from './messageStore';
import type { PaneMessage } from './types';

/** Pages fetched at most to join the newest messages to those held; past it the held ones are let go. */
export const MAX_FILL_PAGES = 10;

export interface GapFill {
  /** The messages fetched, oldest first, one run without holes from the newest back. */
  fetched: PaneMessage[];
  /** They reach back to what was held (or to the start of the conversation). */
  joined: boolean;
  /** The last page fetched was full: older messages exist before `fetched`. */
  moreBefore: boolean;
  requests: number;
}

/** The newest seq held that came from the server (local messages waiting to be sent have none yet). */
export function newestSeq(messages: readonly PaneMessage[]): number | null {
  let newest: number | null = null;
  for (const m of messages) if (!m.sendState && (newest === null || m.seq > newest)) newest = m.seq;
  return newest;
}

/** Messages arriving beyond the one after the newest held (`newest`, a seq) leave a hole in the history. */
export function leavesGap(newest: number | null, incoming: readonly PaneMessage[]): boolean {
  if (newest === null) return false;
  const after = [...new Set(incoming.filter((m) => !m.sendState && m.seq > newest).map((m) => m.seq))].sort((a, b) => a - b);
  let expected = newest + 1;
  for (const seq of after) {
    if (seq !== expected) return true;
    expected = seq + 1;
  }
  return false;
}

/**
 * Fetches from the newest message back, a page at a time, until the pages reach the newest seq
 * held (or the start of the conversation): the history then holds no hole. `fetchPage(beforeId)`
 * answers one page of `pageSize`, newest first or in any order.
 */
export async function fillToNewest(
  heldNewest: number | null,
  fetchPage: (beforeId: string | null) => Promise<PaneMessage[]>,
  pageSize: number,
  maxPages = MAX_FILL_PAGES,
): Promise<GapFill> {
  let fetched: PaneMessage[] = [];
  let before: string | null = null;
  for (let requests = 1; requests <= maxPages; requests += 1) {
    const page = await fetchPage(before);
    fetched = mergeMessages(fetched, page);
    const full = page.length >= pageSize;
    const oldest = fetched[0];
    // (A message deleted just after the newest held leaves a hole no page fills: the next page overlaps and settles it.)
    if (!full || !oldest || heldNewest === null || oldest.seq <= heldNewest + 1) return { fetched, joined: true, moreBefore: full, requests };
    before = oldest.id;
  }
  return { fetched, joined: false, moreBefore: true, requests: maxPages };
}

/**
 * The history after a fill: joined, everything held plus what was fetched; not joined (a gap
 * longer than the pages fetched), only what was fetched and anything newer held, so the history
 * stays one run and "load more" continues from its oldest message.
 */
export function applyFill(held: readonly PaneMessage[], fill: GapFill): PaneMessage[] {
  if (fill.joined || fill.fetched.length === 0) return mergeMessages([...held], fill.fetched);
  const from = fill.fetched[0].seq;
  return mergeMessages(
    held.filter((m) => m.sendState || m.seq >= from),
    fill.fetched,
  );
}
