import type { AuthenticatedActor } from '../../auth/actor';
import type { UpdatesService } from '../../modules/updates/updates.service';
import type { UpdateEntry } from '../../modules/updates/updates.types';
import { shapeFor } from '../../core/events/audience';
import { EVENT_AUDIENCES } from '../../core/events/event-audiences';
import { ownChangeCursor } from '../../core/events/event-frame';
import type { DomainEvent } from '../../core/events/events';

/** A replay longer than this stops with `complete: false`; the client pages on with GET /api/updates. */
const REPLAY_PAGE = 200;
const REPLAY_PAGES = 10;

/**
 * One missed change as the live event frame it stands for, marked `replay`, shaped for the actor by
 * the same table as live events (core/events/event-audiences.ts): a customer gets exactly what the live
 * event would have shown them. A conversation arrives whole, with every field named in `changed`, so
 * a client applies it exactly like a live `conversation.updated`. Null: nothing of it for this actor.
 * Who may see the thing at all is the updates service's rule, the rule of reading it.
 */
export function replayFrame(actor: AuthenticatedActor, entry: UpdateEntry): Record<string, unknown> | null {
  const payload: Record<string, unknown> =
    entry.event === 'conversation.created' || entry.event === 'conversation.updated'
      ? { ...entry.data, changed: Object.keys(entry.data).filter((k) => k !== 'id') }
      : { ...entry.data };
  const event: DomainEvent = {
    id: `replay:${entry.cursor}`,
    type: entry.event,
    workspaceId: actor.workspaceId,
    at: Date.now(),
    subject: {},
    payload,
    cursor: entry.cursor,
  };
  const shaped = shapeFor(actor, event);
  if (!shaped) return null;
  return { type: 'event', event: entry.event, id: event.id, at: event.at, cursor: entry.cursor, replay: true, dataType: shaped.dataType, data: shaped.payload };
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
  services: { updates: UpdatesService },
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
      const frame = replayFrame(actor, entry);
      if (!frame) continue;
      if (!send(frame)) return { cursor, count, complete: false, reset: false };
      count += 1;
    }
    cursor = answer.cursor;
    if (!answer.hasMore) return { cursor, count, complete: true, reset: false };
  }
  return { cursor, count, complete: false, reset: false };
}

/**
 * Whether a replay up to `replayedTo` already carried this live event's change: its own change
 * number when it rides along (its cursor may be older), else its cursor, read after its change
 * committed; a replay's snapshot holds every change up to its cursor. Only conversation and message
 * changes are replayed: any other event (a read receipt, counts, an agent or setting change)
 * published during the replay is still news, whatever its cursor.
 */
export function coveredByReplay(event: Pick<DomainEvent, 'type' | 'cursor' | 'change' | 'workspaceId'>, replayedTo: number): boolean {
  if (EVENT_AUDIENCES[event.type]?.cursor !== 'replayed') return false;
  const own = ownChangeCursor(event) ?? event.cursor;
  return own !== undefined && own <= replayedTo;
}
