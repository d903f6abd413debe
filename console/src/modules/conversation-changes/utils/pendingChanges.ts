// The conversation as the pane's fragment reads it: what an optimistic change writes and the inbox reads back.
import type { ConversationPane_ConversationFragment as PaneConversation } from '../../../__generated__/graphql';

/**
 * Conversations with an optimistic change on its way (spec §3 "pending versions"). While one is in
 * flight, a refresh triggered by someone else's event would write the server's older value over the
 * pending one; such refreshes wait until the change settles.
 */
const inFlight = new Map<string, number>();
const waiting = new Map<string, Set<() => void>>();
const begun = new Map<string, number>();
const patches = new Map<string, { seq: number; fields: Partial<PaneConversation> }>();

export function beginChange(conversationId: string): () => void {
  begun.set(conversationId, (begun.get(conversationId) ?? 0) + 1);
  inFlight.set(conversationId, (inFlight.get(conversationId) ?? 0) + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (inFlight.get(conversationId) ?? 1) - 1;
    if (left > 0) {
      inFlight.set(conversationId, left);
      return;
    }
    inFlight.delete(conversationId);
    patches.delete(conversationId);
    const run = waiting.get(conversationId);
    waiting.delete(conversationId);
    run?.forEach((fn) => fn());
  };
}

/** Runs `refresh` now, or once the conversation's pending changes have settled. */
export function whenSettled(conversationId: string, refresh: () => void): void {
  if (!inFlight.get(conversationId)) {
    refresh();
    return;
  }
  const set = waiting.get(conversationId) ?? new Set();
  set.add(refresh);
  waiting.set(conversationId, set);
}

/** Resolves once the conversation's pending changes have settled (at once when none is in flight). */
export function settled(conversationId: string): Promise<void> {
  return new Promise((resolve) => whenSettled(conversationId, resolve));
}

/**
 * How many changes of this conversation have begun so far. A read that was already on its way when
 * a change began may carry the server's value from before it: compare this before and after the read.
 */
export function changesBegun(conversationId: string): number {
  return begun.get(conversationId) ?? 0;
}

/** Keeps the fields change number `seq` wrote optimistically, until the conversation's changes settle. */
export function notePatch(conversationId: string, seq: number, fields: Partial<PaneConversation>): void {
  const last = patches.get(conversationId);
  if (!last || last.seq < seq) patches.set(conversationId, { seq, fields });
}

/**
 * The fields of the newest change begun after change number `seq` and still on its way, if any. Two
 * changes in quick succession (Processing, then Finished) are answered in turn: the first answer,
 * written over the second change's value, would show the conversation as it was until the second
 * answer came, and a list that moved on meanwhile would keep a card that has left it.
 */
export function laterPatch(conversationId: string, seq: number): Partial<PaneConversation> | undefined {
  const last = patches.get(conversationId);
  return last && last.seq > seq ? last.fields : undefined;
}

/**
 * A function that reads the conversation again once this client's changes to it settle (`read` writes
 * its answer to the cache). Called several times while a change is on its way, it reads once (the
 * same run waits, as with whenSettled). When a change began while the read was on its way, the
 * answer may be from before the change: the change's fields are written back at once (`keep`) and
 * the read runs again after it settles.
 */
export function settledReader(conversationId: string, read: () => Promise<unknown>, keep: (fields: Partial<PaneConversation>) => void): () => void {
  const run = (): void => {
    const seq = changesBegun(conversationId);
    read().then(
      () => {
        if (changesBegun(conversationId) === seq) return;
        const later = laterPatch(conversationId, seq);
        if (later) keep(later);
        whenSettled(conversationId, run);
      },
      () => undefined,
    );
  };
  return () => whenSettled(conversationId, run);
}
