import { canReceive } from '../audience';
import { MemoryEventBus } from '../event-bus';
import { domainEvent } from '../events';
import { eventStreamFor } from '../event-stream';
import type { AuthenticatedActor } from '../../auth/actor';

const agent = (permissions: string[], agentId = 'a1'): AuthenticatedActor => ({
  kind: 'agent',
  workspaceId: 'w1',
  agentId,
  sessionId: 's',
  permissions,
});
const customer: AuthenticatedActor = { kind: 'customer', workspaceId: 'w1', customerId: 'c1', sessionId: 's', permissions: [] };

describe('canReceive', () => {
  it('keeps workspaces apart', () => {
    const e = domainEvent('x', 'w2', { agents: 'all' }, {});
    expect(canReceive(agent(['all']), e)).toBe(false);
  });

  it('gives customers only events that name them', () => {
    expect(canReceive(customer, domainEvent('x', 'w1', { agents: 'all' }, {}))).toBe(false);
    expect(canReceive(customer, domainEvent('x', 'w1', { agents: 'all', customers: ['c1'] }, {}))).toBe(true);
    expect(canReceive(customer, domainEvent('x', 'w1', { agents: 'all', customers: ['c2'] }, {}))).toBe(false);
  });

  it('honours agent lists and permissions', () => {
    expect(canReceive(agent(['console'], 'a1'), domainEvent('x', 'w1', { agents: ['a1'] }, {}))).toBe(true);
    expect(canReceive(agent(['console'], 'a2'), domainEvent('x', 'w1', { agents: ['a1'] }, {}))).toBe(false);
    const settings = domainEvent('x', 'w1', { agents: 'all', permission: 'manageSettings' }, {});
    expect(canReceive(agent(['report']), settings)).toBe(false);
    expect(canReceive(agent(['console']), settings)).toBe(true);
  });
});

describe('eventStreamFor', () => {
  it('yields permitted events in order and unsubscribes on return', async () => {
    const bus = new MemoryEventBus();
    const stream = eventStreamFor(bus, agent(['report']));
    await bus.publish(domainEvent('one', 'w1', { agents: 'all' }, {}));
    await bus.publish(domainEvent('hidden', 'w1', { agents: 'all', permission: 'manageSettings' }, {}));
    await bus.publish(domainEvent('two', 'w1', { agents: 'all' }, {}));
    expect((await stream.next()).value.type).toBe('one');
    expect((await stream.next()).value.type).toBe('two');
    const pending = stream.next();
    await stream.return!();
    expect((await pending).done).toBe(true);
    await bus.publish(domainEvent('after', 'w1', { agents: 'all' }, {}));
    expect((await stream.next()).done).toBe(true);
  });
});
