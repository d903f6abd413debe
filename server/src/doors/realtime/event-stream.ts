import type { AuthenticatedActor } from '../../auth/actor';
import { deliveryFor, listenerScope, type Delivery } from '../../core/events/audience';
import type { EventBus } from '../../core/events/event-bus';

const MAX_BUFFER = 1000;

/**
 * The events one actor may see, each as they see it (core/events/audience.ts), as an async iterator (GraphQL subscriptions) with a bounded
 * buffer: a consumer that falls too far behind is ended rather than growing memory forever.
 */
export function eventStreamFor(bus: EventBus, actor: AuthenticatedActor): AsyncIterableIterator<Delivery> {
  const buffer: Delivery[] = [];
  let waiting: ((r: IteratorResult<Delivery>) => void) | null = null;
  let done = false;
  const unsubscribe = bus.subscribe(
    actor.workspaceId,
    (event) => {
      if (done) return;
      const delivery = deliveryFor(actor, event);
      if (!delivery) return;
      if (waiting) {
        const w = waiting;
        waiting = null;
        w({ value: delivery, done: false });
      } else if (buffer.length < MAX_BUFFER) {
        buffer.push(delivery);
      } else {
        void finish();
      }
    },
    listenerScope(actor),
  );
  const finish = async (): Promise<IteratorResult<Delivery>> => {
    if (!done) {
      done = true;
      unsubscribe();
      buffer.length = 0;
      if (waiting) waiting({ value: undefined, done: true });
      waiting = null;
    }
    return { value: undefined, done: true };
  };
  return {
    next() {
      if (buffer.length > 0) return Promise.resolve({ value: buffer.shift() as Delivery, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: finish,
    throw: async (err: unknown) => {
      await finish();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
