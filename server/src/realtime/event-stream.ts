import type { AuthenticatedActor } from '../auth/actor';
import { canReceive } from './audience';
import type { EventBus } from './event-bus';
import type { DomainEvent } from './events';

const MAX_BUFFER = 1000;

/**
 * The events one actor may see, as an async iterator (GraphQL subscriptions) with a bounded
 * buffer: a consumer that falls too far behind is ended rather than growing memory forever.
 */
export function eventStreamFor(bus: EventBus, actor: AuthenticatedActor): AsyncIterableIterator<DomainEvent> {
  const buffer: DomainEvent[] = [];
  let waiting: ((r: IteratorResult<DomainEvent>) => void) | null = null;
  let done = false;
  const unsubscribe = bus.subscribe(actor.workspaceId, (event) => {
    if (done || !canReceive(actor, event)) return;
    if (waiting) {
      const w = waiting;
      waiting = null;
      w({ value: event, done: false });
    } else if (buffer.length < MAX_BUFFER) {
      buffer.push(event);
    } else {
      void finish();
    }
  });
  const finish = async (): Promise<IteratorResult<DomainEvent>> => {
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
      if (buffer.length > 0) return Promise.resolve({ value: buffer.shift() as DomainEvent, done: false });
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
