import type { AuthenticatedActor } from '../auth/actor';
import { PUBLIC_FIELDS } from '../modules/conversation/conversation-events';
import type { Services } from '../modules/services';
import type { UpdateEntry } from '../modules/updates/updates.types';
import { DataType, type DomainEvent } from './events';

/** A replay longer than this stops with `complete: false`; the client pages on with GET /api/updates. */
const REPLAY_PAGE = 200;
const REPLAY_PAGES = 10;

/**
 * One missed change as the live event frame it stands for, marked `replay`. A conversation arrives
 * whole, with every field named in `changed` (a customer's: only the fields customers are told of),
 * so a client applies it exactly like a live `conversation.updated`.
 */
export function replayFrame(actor: AuthenticatedActor, entry: UpdateEntry): Record<string, unknown> {
  const base = { type: 'event', event: entry.event, id: `replay:${entry.cursor}`, at: Date.now(), cursor: entry.cursor, replay: true };
  switch (entry.event) {
    case 'message.created':
    case 'message.updated':
    case 'message.deleted':
      return { ...base, dataType: DataType.message, data: entry.data };
    case 'conversation.created':
    case 'conversation.updated': {
      const view = entry.data;
      if (entry.event === 'conversation.created' || actor.kind !== 'customer') {
        return { ...base, dataType: DataType.other, data: { ...view, changed: Object.keys(view).filter((k) => k !== 'id') } };
      }
      const data: Record<string, unknown> = { id: view.id, lastUpdateTimestamp: view.lastUpdateTimestamp, changed: [...PUBLIC_FIELDS] };
      for (const field of PUBLIC_FIELDS) data[field] = view[field];
      return { ...base, dataType: DataType.other, data };
    }
  }
}

export interface ReplayResult {
  /** Where the client now is: every change up to here has been sent (or `complete` is false). */
  cursor: number;
  count: number;
  complete: boolean;
  reset: boolean;
}

/**
 * Sends what the actor missed since `since` through `send`, page by page, oldest first. Each page
 * is one consistent snapshot (modules/updates); a thing changed again while later pages are read
 * arrives again, later, as it then is.
 */
export async function replaySince(
  services: Services,
  actor: AuthenticatedActor,
  since: number,
  send: (frame: Record<string, unknown>) => boolean,
): Promise<ReplayResult> {
  let cursor = since;
  let count = 0;
  for (let page = 0; page < REPLAY_PAGES; page++) {
    const answer = await services.updates.since(actor, { since: cursor, size: REPLAY_PAGE });
    if (answer.reset) return { cursor: answer.cursor, count, complete: true, reset: true };
    for (const entry of answer.updates) {
      if (!send(replayFrame(actor, entry))) return { cursor, count, complete: false, reset: false };
      count += 1;
    }
    cursor = answer.cursor;
    if (!answer.hasMore) return { cursor, count, complete: true, reset: false };
  }
  return { cursor, count, complete: false, reset: false };
}

/**
 * Whether a replay up to `replayedTo` already carried this live event's change: its cursor was
 * read after its change committed, and a replay's snapshot holds every change up to its cursor.
 */
export function coveredByReplay(event: DomainEvent, replayedTo: number): boolean {
  return event.cursor !== undefined && event.cursor <= replayedTo;
}
