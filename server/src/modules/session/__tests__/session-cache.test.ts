import { MemoryEventBus, type EventBus, type EventListener } from '../../../core/events/event-bus';
import { sessionRevoked, ACCESS_EVENTS } from '../../../core/events/access-revocation';
import { domainEvent, type DomainEvent } from '../../../core/events/events';
import { SessionCache, type SessionActor } from '../session-cache';

const agent: SessionActor = { kind: 'agent', workspaceId: 'w1', agentId: 'a1', sessionId: 's1', permissions: ['all'] };
const customer: SessionActor = { kind: 'customer', workspaceId: 'w1', customerId: 'c1', sessionId: 's2', permissions: [] };
const NOW = 1_000_000;
const times = { expiresAt: NOW + 60_000, lastUsedAt: NOW };

/** The in-process bus, told that events may be getting lost (what a Redis outage looks like to the cache). */
class FlakyBus implements EventBus {
  readonly kind = 'memory' as const;
  up = true;
  private readonly inner = new MemoryEventBus();
  private readonly interrupted = new Set<() => void>();
  publish(event: DomainEvent): Promise<void> {
    return this.inner.publish(event);
  }
  subscribe(workspaceId: string, listener: EventListener): () => void {
    return this.inner.subscribe(workspaceId, listener);
  }
  onPublish(listener: EventListener): () => void {
    return this.inner.onPublish(listener);
  }
  delivering(): boolean {
    return this.up;
  }
  onInterrupted(listener: () => void): () => void {
    this.interrupted.add(listener);
    return () => this.interrupted.delete(listener);
  }
  resume(): void {
    this.up = true;
    for (const l of this.interrupted) l();
  }
  healthy(): Promise<boolean> {
    return Promise.resolve(this.up);
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** The ttl's clock and the wall clock of the expiry checks, moved together by the tests. */
const clock = { at: NOW, now: () => clock.at };
const at = (time: number) => (clock.at = time);

function cached(bus = new FlakyBus()) {
  at(NOW);
  const cache = new SessionCache(bus, { ttlMs: 10_000, maxEntries: 3, clock });
  cache.set('h-agent', agent, times, cache.stamp());
  cache.set('h-customer', customer, times, cache.stamp());
  return { bus, cache };
}

describe('the session cache', () => {
  it('answers a stored session until its ttl or its expiry, whichever is first', () => {
    const { cache } = cached();
    expect(cache.get('h-agent', at(NOW + 9_999))?.actor).toEqual(agent);
    expect(cache.get('h-agent', at(NOW + 10_001))).toBeUndefined();
    at(NOW);
    cache.set('h-short', customer, { expiresAt: NOW + 500, lastUsedAt: NOW }, cache.stamp());
    expect(cache.get('h-short', at(NOW + 499))).toBeDefined();
    expect(cache.get('h-short', at(NOW + 500))).toBeUndefined();
  });

  it('counts the ttl from the start of the read, not from when its answer was stored', () => {
    const { cache } = cached();
    const stamp = cache.stamp();
    at(NOW + 2_000);
    cache.set('h-slow', customer, times, stamp);
    expect(cache.get('h-slow', at(NOW + 9_999))).toBeDefined();
    expect(cache.get('h-slow', at(NOW + 10_001))).toBeUndefined();
  });

  it('drops exactly the revoked sessions when the bus tells of a logout, an archive, a permission change or a deletion', async () => {
    const { bus, cache } = cached();
    await bus.publish(sessionRevoked('w1', { sessionIds: ['s1'] }));
    expect(cache.get('h-agent', NOW)).toBeUndefined();
    expect(cache.get('h-customer', NOW)).toBeDefined();
    await bus.publish(sessionRevoked('w1', { subjectIds: ['c1'] }));
    expect(cache.get('h-customer', NOW)).toBeUndefined();

    cache.set('h-agent', agent, times, cache.stamp());
    await bus.publish(domainEvent(ACCESS_EVENTS.updated, 'w1', { agentIds: ['a1'] }, { userId: 'a1', permissionsChanged: false }));
    expect(cache.get('h-agent', NOW)).toBeDefined();
    await bus.publish(domainEvent(ACCESS_EVENTS.updated, 'w1', { agentIds: ['a1'] }, { userId: 'a1', permissionsChanged: true }));
    expect(cache.get('h-agent', NOW)).toBeUndefined();

    cache.set('h-agent', agent, times, cache.stamp());
    await bus.publish(domainEvent(ACCESS_EVENTS.deleted, 'w1', { agentIds: ['a1'] }, { userId: 'a1' }));
    expect(cache.get('h-agent', NOW)).toBeUndefined();
  });

  it('keeps what another workspace revokes or any other event says', async () => {
    const { bus, cache } = cached();
    await bus.publish(sessionRevoked('w2', { sessionIds: ['s1'], subjectIds: ['c1'] }));
    await bus.publish(domainEvent('message.created', 'w1', {}, { userId: 'a1' }));
    expect(cache.size).toBe(2);
  });

  it('does not keep a read that an invalidating event overtook (the revocation committed while the session was read)', async () => {
    const { bus, cache } = cached();
    const before = cache.stamp();
    await bus.publish(sessionRevoked('w1', { sessionIds: ['other'] }));
    cache.set('h-raced', { ...agent, sessionId: 'other' }, times, before);
    expect(cache.get('h-raced', NOW)).toBeUndefined();
  });

  it('trusts nothing while the bus may be losing events, and forgets everything when it comes back', () => {
    const { bus, cache } = cached();
    bus.up = false;
    expect(cache.get('h-agent', NOW)).toBeUndefined();
    cache.set('h-agent', agent, times, cache.stamp());
    expect(cache.size).toBe(1);
    bus.resume();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const { cache } = cached();
    cache.set('h3', customer, times, cache.stamp());
    cache.set('h4', customer, times, cache.stamp());
    expect(cache.size).toBe(3);
    expect(cache.get('h-agent', NOW)).toBeUndefined();
    expect(cache.get('h4', NOW)).toBeDefined();
    // A session in use stays; the one read longest ago goes.
    expect(cache.get('h-customer', NOW)).toBeDefined();
    cache.set('h5', customer, times, cache.stamp());
    expect(cache.get('h-customer', NOW)).toBeDefined();
    expect(cache.get('h3', NOW)).toBeUndefined();
  });
});
