import { createLogger } from '../../../common/logger';
import { CursorStampingBus, STAMP_REFRESH_MS } from '../cursor-stamp';
import { MemoryEventBus } from '../event-bus';
import { domainEvent, type DomainEvent, type EventType } from '../events';

const WS = '00000000-0000-4000-8000-000000000001';

function setUp() {
  const reads: (number | null)[] = [];
  let cursor: number | null = 0;
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
  /** null: the read's writers were still in flight when its time ran out. */
  const advance = (to: number | null) => (cursor = to);
  return { bus, reads, received, advance };
}

const event = (type: EventType = 'message.created') => domainEvent(type, WS, {}, {});
/** A send that was not alone: its own change number rides along, its cursor is for the bus to give. */
const busySend = (change: number) => ({ ...event(), change });

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

  it('sends an event without a cursor when the read ran out of time, and keeps no such read for later sends', async () => {
    const { bus, reads, received, advance } = setUp();
    advance(null);
    await bus.publish(event());
    // No read kept: the busy send goes without a cursor and asks for a read, which runs out of time too.
    await bus.publish(busySend(4));
    await new Promise((resolve) => setImmediate(resolve));
    advance(5);
    await bus.publish(event());
    await bus.publish(busySend(6));
    expect(reads).toEqual([null, null, 5]);
    expect(received.map((e) => e.cursor)).toEqual([undefined, undefined, 5, 5]);
  });

  describe('a send that was not alone (its change rides along)', () => {
    afterEach(() => jest.restoreAllMocks());

    it('is stamped with the last cursor read, without a read of its own while that one is fresh', async () => {
      const { bus, reads, received, advance } = setUp();
      advance(5);
      await bus.publish(event());
      advance(8);
      await bus.publish(busySend(7));
      await bus.publish(busySend(8));
      expect(reads).toEqual([5]);
      // Older than their changes: a client resuming from 5 gets 7 and 8 again, never misses them.
      expect(received.map((e) => e.cursor)).toEqual([5, 5, 5]);
      expect(received.map((e) => e.change)).toEqual([undefined, 7, 8]);
    });

    it('goes at once without a cursor when no read was made yet, and starts one for the sends that follow', async () => {
      const { bus, reads, received, advance } = setUp();
      advance(3);
      await bus.publish(busySend(3));
      expect(received[0]!.cursor).toBeUndefined();
      await new Promise((resolve) => setImmediate(resolve));
      expect(reads).toEqual([3]);
      await bus.publish(busySend(4));
      expect(received[1]!.cursor).toBe(3);
    });

    it('starts no second background read while one runs', async () => {
      const reads: ((cursor: number | null) => void)[] = [];
      const bus = new CursorStampingBus(new MemoryEventBus(), () => new Promise((resolve) => reads.push(resolve)), createLogger('silent'));
      const received: DomainEvent[] = [];
      bus.subscribe(WS, (e) => void received.push(e));
      await bus.publish(busySend(1));
      await new Promise((resolve) => setImmediate(resolve));
      // Running (behind a long writer it may wait its whole limit): the sends meanwhile ask for none.
      await bus.publish(busySend(2));
      await bus.publish(busySend(3));
      await new Promise((resolve) => setImmediate(resolve));
      expect(reads).toHaveLength(1);
      reads[0]!(null);
      await new Promise((resolve) => setImmediate(resolve));
      await bus.publish(busySend(4));
      await new Promise((resolve) => setImmediate(resolve));
      expect(reads).toHaveLength(2);
      expect(received.map((e) => e.cursor)).toEqual([undefined, undefined, undefined, undefined]);
    });

    it('starts one read in the background once the last is older than the refresh interval', async () => {
      const { bus, reads, received, advance } = setUp();
      let now = 1_000_000;
      jest.spyOn(Date, 'now').mockImplementation(() => now);
      advance(4);
      await bus.publish(event());
      advance(6);
      now += STAMP_REFRESH_MS;
      // Stale: both are stamped with 4 at once, and one read starts for what follows.
      await Promise.all([bus.publish(busySend(5)), bus.publish(busySend(6))]);
      expect(received.map((e) => e.cursor)).toEqual([4, 4, 4]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(reads).toEqual([4, 6]);
      await bus.publish(busySend(7));
      expect(received[3]!.cursor).toBe(6);
    });
  });
});
