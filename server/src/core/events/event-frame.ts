import type { Delivery } from './audience';
import type { DomainEvent } from './events';
import { encodeCursor } from './cursor-codec';

/**
 * The cursor of the event's own change when its `cursor` is older (a send that was not alone,
 * core/events/cursor-stamp.ts), else null: a client's catch-up up to C carried the change iff this
 * (or, without it, the cursor) is at most C.
 */
export function ownChangeCursor(event: Pick<DomainEvent, 'workspaceId' | 'cursor' | 'change'>): number | null {
  if (event.change === undefined) return null;
  const own = encodeCursor(event.workspaceId, event.change);
  return own === event.cursor ? null : own;
}

/** An event frame as its receiver sees it (core/events/audience.ts): spec §7 data type and projected data. */
export function eventMessage({ event, payload, dataType }: Delivery): Record<string, unknown> {
  const change = ownChangeCursor(event);
  return {
    type: 'event',
    dataType,
    event: event.type,
    id: event.id,
    at: event.at,
    ...(event.cursor !== undefined ? { cursor: event.cursor } : {}),
    ...(change !== null ? { change } : {}),
    data: payload,
  };
}

interface Serialised {
  event: Delivery['event'];
  dataType: number;
  text: string;
}

/**
 * Every agent receiving an event gets the same payload object (a customer gets their projection):
 * the frame is serialised once per payload and data type, not once per socket, which is what a
 * message to 100 listening agents cost most. Keyed weakly by the payload, so a frame lives as long
 * as its event.
 */
const serialised = new WeakMap<object, Serialised[]>();

export function eventFrameText(delivery: Delivery): string {
  const cached = serialised.get(delivery.payload);
  const hit = cached?.find((s) => s.event === delivery.event && s.dataType === delivery.dataType);
  if (hit) return hit.text;
  const text = JSON.stringify(eventMessage(delivery));
  const entry = { event: delivery.event, dataType: delivery.dataType, text };
  if (cached) cached.push(entry);
  else serialised.set(delivery.payload, [entry]);
  return text;
}
