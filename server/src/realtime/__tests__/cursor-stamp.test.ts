import { createLogger } from '../../common/logger';
import { CursorStampingBus } from '../cursor-stamp';
import { MemoryEventBus } from '../event-bus';
import { domainEvent, type DomainEvent, type EventType } from '../events';

const WS = '00000000-0000-4000-8000-000000000001';

function setUp() {
  const reads: number[] = [];
  let cursor = 0;
  const bus = new CursorStampingBus(
    new MemoryEventBus(),
    async () => {
      reads.push(cursor);
      return cursor;
    },
    createLogger('silent'),
  );
  const received: DomainEvent[] = [];
  bus.subscribe(WS, (e) => void received.push(e));
  const advance = (to: number) => (cursor = to);
  return { bus, reads, received, advance };
}

const event = (type: EventType = 'message.created') => domainEvent(type, WS, {}, {});

describe('CursorStampingBus', () => {
  it('stamps events published in the same turn with one shared read, taken after all of them were published', async () => {
    const { bus, reads, received, advance } = setUp();
    advance(7);
    const published = [bus.publish(event()), bus.publish(event()), bus.publish(event())];
    // A change committed before the read starts is covered by it.
    advance(9);
    await Promise.all(published);
    expect(reads).toEqual([9]);
    expect(received.map((e) => e.cursor)).toEqual([9, 9, 9]);
  });

  it('reads again for a publish that comes after the shared read started', async () => {
    const { bus, reads, received, advance } = setUp();
    advance(1);
    await bus.publish(event());
    advance(2);
    await bus.publish(event());
    expect(reads).toEqual([1, 2]);
    expect(received.map((e) => e.cursor)).toEqual([1, 2]);
  });

  it('leaves ephemeral events without a cursor and reads nothing for them', async () => {
    const { bus, reads, received } = setUp();
    await bus.publish(event('typing'));
    expect(reads).toEqual([]);
    expect(received[0]!.cursor).toBeUndefined();
  });
});
