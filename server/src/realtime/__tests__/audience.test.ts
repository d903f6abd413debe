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

describe('canReceive for a conversation audience', () => {
  const conv = (customers: string[], except?: string) =>
    domainEvent('message.created', 'w1', { kind: 'conversation', agents: ['own1'], customers, ...(except ? { except } : {}) }, {});
  const token = (permissions: string[]): AuthenticatedActor => ({ kind: 'apiToken', workspaceId: 'w1', tokenId: 't1', permissions });

  it('reaches allConversations, the named ownConversations agents, and the customer when public', () => {
    expect(canReceive(agent(['allConversations']), conv([]))).toBe(true);
    expect(canReceive(agent(['console']), conv([]))).toBe(true);
    expect(canReceive(agent(['ownConversations'], 'own1'), conv([]))).toBe(true);
    expect(canReceive(agent(['ownConversations'], 'own2'), conv([]))).toBe(false);
    expect(canReceive(agent(['report'], 'own1'), conv([]))).toBe(false);
    expect(canReceive(token(['allConversations']), conv([]))).toBe(true);
    expect(canReceive(token(['ownConversations']), conv([]))).toBe(false);
    expect(canReceive(customer, conv(['c1']))).toBe(true);
    expect(canReceive(customer, conv([]))).toBe(false);
    expect(canReceive({ ...customer, workspaceId: 'w2' }, conv(['c1']))).toBe(false);
  });

  it('leaves out the one named in except', () => {
    expect(canReceive(customer, conv(['c1'], 'c1'))).toBe(false);
    expect(canReceive(agent(['all'], 'a9'), conv(['c1'], 'a9'))).toBe(false);
    expect(canReceive(agent(['all'], 'a8'), conv(['c1'], 'a9'))).toBe(true);
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
