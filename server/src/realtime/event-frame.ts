import type { Delivery } from './audience';

/** An event frame as its receiver sees it (realtime/audience.ts): spec §7 data type and projected data. */
export function eventMessage({ event, payload, dataType }: Delivery): Record<string, unknown> {
  return {
    type: 'event',
    dataType,
    event: event.type,
    id: event.id,
    at: event.at,
    ...(event.cursor !== undefined ? { cursor: event.cursor } : {}),
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
