import { CAUGHT_UP_EVENT_TYPES } from '../realtime';

/** One event as a client applies it (docs/realtime.md), live or brought by a catch-up. */
export interface RealtimeEvent {
  id: string;
  /** e.g. message.created, conversation.updated, counts.changed, presence.changed */
  type: string;
  /** The change cursor the event brings the client to; null on ephemeral events (typing, presence). */
  cursor: number | null;
  /**
   * The cursor of the event's own change when `cursor` is older (a message sent while others of its
   * workspace were in flight; docs/realtime.md): what decides whether a catch-up already carried it.
   */
  change?: number | null;
  payload: Record<string, unknown>;
  /** Brought by a catch-up after a gap (updatesSince) rather than live: old news, e.g. no chime. */
  replay: boolean;
}

/** The kinds of event a catch-up (updatesSince) carries: a live one at or below its cursor is already in it. */
export const CAUGHT_UP_EVENTS: ReadonlySet<string> = new Set(CAUGHT_UP_EVENT_TYPES);

/** The id of the thing a `created` event announces, or null: such an event is applied once per thing. */
export function createdThing(event: Pick<RealtimeEvent, 'type' | 'payload'>): string | null {
  if (event.type !== 'message.created' && event.type !== 'conversation.created') return null;
  return typeof event.payload.id === 'string' ? `${event.type} ${event.payload.id}` : null;
}
