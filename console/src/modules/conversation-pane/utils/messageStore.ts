import type { PaneMessage } from './types';

/** Messages of one conversation, oldest first by their one order (seq), without duplicates. */
export function mergeMessages(current: PaneMessage[], incoming: PaneMessage[]): PaneMessage[] {
  const byId = new Map<string, PaneMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq || a.timestamp - b.timestamp);
}

export function removeMessage(current: PaneMessage[], id: string): PaneMessage[] {
  return current.filter((m) => m.id !== id);
}
