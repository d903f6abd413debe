import { randomUUID } from 'node:crypto';
import { createLogger } from '../../server/src/common/logger';
import { RedisEventBus } from '../../server/src/core/events/redis-event-bus';
import { domainEvent, type DomainEvent } from '../../server/src/core/events/events';
import { TEST_REDIS_URL, withDatabase } from '../support/databases';

const describeRedis = TEST_REDIS_URL ? describe : describe.skip;

describeRedis('the Redis bus keeps to the database its URL selects', () => {
  const logger = createLogger('silent');
  const buses: RedisEventBus[] = [];
  const connect = async (db: number) => {
    const bus = await RedisEventBus.connect(withDatabase(TEST_REDIS_URL!, String(db)), logger);
    buses.push(bus);
    return bus;
  };
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it('a node on database 14 hears its own database and not database 15 on the same Redis', async () => {
    const workspaceId = randomUUID();
    const [a, b, other] = [await connect(14), await connect(14), await connect(15)];
    const heard = (bus: RedisEventBus) => {
      const events: DomainEvent[] = [];
      bus.subscribe(workspaceId, (e) => void events.push(e));
      return events;
    };
    const onB = heard(b);
    const onOther = heard(other);
    const event = (n: number) => domainEvent('conversation.updated', workspaceId, {}, { n });

    await a.publish(event(1));
    // The other database's own event comes through after it: had the first crossed over, it would be there first.
    await other.publish(event(2));
    const until = Date.now() + 5_000;
    while ((onB.length < 1 || onOther.length < 1) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(onB.map((e) => e.payload.n)).toEqual([1]);
    expect(onOther.map((e) => e.payload.n)).toEqual([2]);
  });
});
