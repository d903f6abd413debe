/**
 * Conversations with an optimistic change on its way (spec §3 "pending versions"). While one is in
 * flight, a refresh triggered by someone else's event would write the server's older value over the
 * pending one; such refreshes wait until the change settles.
 */
const inFlight = new Map<string, number>();
const waiting = new Map<string, Set<() => void>>();
const begun = new Map<string, number>();

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
