import type { AuthenticatedActor } from '../../../auth/actor';
import { revokesAccess, sessionRevoked } from '../access-revocation';
import { customersReached, deliveryFor } from '../audience';
import { LocalFanout } from '../event-bus';
import { EVENT_AUDIENCES } from '../event-audiences';
import { domainEvent, type DomainEvent, type EventSubject, type EventType } from '../events';

const customer = (customerId: string): AuthenticatedActor => ({
  kind: 'customer',
  workspaceId: 'w1',
  customerId,
  sessionId: `s-${customerId}`,
  permissions: [],
});

const conversation = (customerId: string | null, extra: Partial<NonNullable<EventSubject['conversation']>> = {}): EventSubject => ({
  conversation: { id: 'conv', customerId, readers: ['a1'], internal: false, ...extra },
});

/** What each listener heard, by name. */
function listening(fanout: LocalFanout, scopes: Record<string, string | undefined>): Map<string, string[]> {
  const heard = new Map<string, string[]>();
  for (const [name, customerId] of Object.entries(scopes)) {
    heard.set(name, []);
    fanout.add('w1', (e) => heard.get(name)!.push(e.type), customerId === undefined ? {} : { customerId });
  }
  return heard;
}

describe('LocalFanout with customer scopes', () => {
  it("calls a customer's listener only with what can reach that customer, and every unscoped listener with everything", () => {
    const fanout = new LocalFanout();
    const heard = listening(fanout, { agent: undefined, c1: 'c1', c2: 'c2', merged: 'c3' });
    fanout.dispatch(domainEvent('presence.changed', 'w1', { agentIds: ['a1'] }, {}));
    fanout.dispatch(domainEvent('message.created', 'w1', conversation('c1'), {}));
    fanout.dispatch(domainEvent('message.created', 'w1', conversation('c2', { internal: true }), {}));
    fanout.dispatch(domainEvent('customer.updated', 'w1', { customerId: 'c2' }, {}));
    fanout.dispatch(domainEvent('appConfig.updated', 'w1', {}, {}));
    fanout.dispatch(sessionRevoked('w1', { sessionIds: ['s-c2'] }));
    fanout.dispatch(domainEvent('customer.updated', 'w2', { customerId: 'c1' }, {}));

    expect(heard.get('agent')).toEqual(['presence.changed', 'message.created', 'message.created', 'customer.updated', 'appConfig.updated', 'session.revoked']);
    expect(heard.get('c1')).toEqual(['message.created', 'appConfig.updated', 'session.revoked']);
    expect(heard.get('c2')).toEqual(['customer.updated', 'appConfig.updated', 'session.revoked']);
    // The customer of a conversation merged into c1's before merges kept to one customer (issue 47) hears nothing of it.
    expect(heard.get('merged')).toEqual(['appConfig.updated', 'session.revoked']);
  });

  it('forgets a listener when it unsubscribes, and a customer with two sockets keeps the other', () => {
    const fanout = new LocalFanout();
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = fanout.add('w1', (e) => first.push(e.id), { customerId: 'c1' });
    fanout.add('w1', (e) => second.push(e.id), { customerId: 'c1' });
    expect(fanout.size).toBe(2);
    stopFirst();
    stopFirst();
    expect(fanout.size).toBe(1);
    fanout.dispatch(domainEvent('customer.updated', 'w1', { customerId: 'c1' }, {}));
    expect(first).toHaveLength(0);
    expect(second).toHaveLength(1);
  });

  it("calls each of a customer's listeners once as sockets come and go (one alone, then several, then one again)", () => {
    const fanout = new LocalFanout();
    const heard = new Map<string, number>();
    const listener = (name: string) => () => void heard.set(name, (heard.get(name) ?? 0) + 1);
    const hear = () => fanout.dispatch(domainEvent('customer.updated', 'w1', { customerId: 'c1' }, {}));
    const stopA = fanout.add('w1', listener('a'), { customerId: 'c1' });
    const stopB = fanout.add('w1', listener('b'), { customerId: 'c1' });
    const stopC = fanout.add('w1', listener('c'), { customerId: 'c1' });
    hear();
    stopB();
    hear();
    stopA();
    stopA();
    hear();
    const stopD = fanout.add('w1', listener('d'), { customerId: 'c1' });
    hear();
    expect(Object.fromEntries(heard)).toEqual({ a: 2, b: 1, c: 4, d: 1 });
    expect(fanout.size).toBe(2);
    stopC();
    stopD();
    expect(fanout.size).toBe(0);
    hear();
    expect(heard.get('d')).toBe(1);
  });

  it('never leaves out a customer the audience rules or a revocation reach, for any event type', () => {
    const customers = ['c1', 'c2', 'c3'];
    const subjects: EventSubject[] = [
      {},
      { customerId: 'c1' },
      { agentIds: ['a1'] },
      conversation('c1'),
      conversation(null),
      conversation('c2'),
      conversation('c3', { internal: true }),
      { ...conversation('c1'), customerId: 'c2', except: 'c1' },
    ];
    const events: DomainEvent[] = [];
    for (const type of Object.keys(EVENT_AUDIENCES) as EventType[]) {
      for (const subject of subjects) events.push(domainEvent(type, 'w1', subject, { internal: false, userId: 'c1' }));
    }
    events.push(sessionRevoked('w1', { sessionIds: ['s-c2'] }), sessionRevoked('w1', { subjectIds: ['c3'] }));
    let reachingSomeone = 0;
    for (const event of events) {
      const reached = customersReached(event);
      for (const id of customers) {
        const actor = customer(id);
        if (deliveryFor(actor, event) === null && !revokesAccess(actor, event)) continue;
        reachingSomeone++;
        expect({ type: event.type, subject: event.subject, customer: id, listened: reached === 'all' || reached.includes(id) }).toMatchObject({
          listened: true,
        });
      }
    }
    // The check above is not empty: customers do receive many of these.
    expect(reachingSomeone).toBeGreaterThan(20);
  });
});
