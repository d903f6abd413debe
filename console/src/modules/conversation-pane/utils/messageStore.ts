import type { PaneMessage } from './types';

/**
 * Messages of one conversation, oldest first by their one order (seq), without duplicates. Of two
 * copies of a message the newer state (higher version) is kept, whichever arrives last: a send's
 * answer or a page read before a change can reach the pane after that change's event.
 */
export function mergeMessages(current: PaneMessage[], incoming: PaneMessage[]): PaneMessage[] {
  const byId = new Map<string, PaneMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) {
    const held = byId.get(m.id);
    if (!held || !(held.version > m.version)) byId.set(m.id, m);
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq || a.timestamp - b.timestamp);
}

export function removeMessage(current: PaneMessage[], id: string): PaneMessage[] {
  return current.filter((m) => m.id !== id);
}
