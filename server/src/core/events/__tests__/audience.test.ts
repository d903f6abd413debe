import { canReceive } from '../audience';
import { MemoryEventBus } from '../event-bus';
import { domainEvent, type DomainEvent } from '../events';
import { eventStreamFor } from '../../../doors/realtime/event-stream';
import type { AuthenticatedActor } from '../../../auth/actor';

const agent = (permissions: string[], agentId = 'a1'): AuthenticatedActor => ({
  kind: 'agent',
  workspaceId: 'w1',
  agentId,
  sessionId: 's',
  permissions,
});

describe('canReceive', () => {
  it('keeps workspaces apart', () => {
    expect(canReceive(agent(['all']), domainEvent('setting.updated', 'w2', {}, {}))).toBe(false);
    expect(canReceive(agent(['all']), domainEvent('setting.updated', 'w1', {}, {}))).toBe(true);
  });

  it('delivers an event of a type it does not know (an older or newer node over Redis) to nobody', () => {
    const unknown = { ...domainEvent('setting.updated', 'w1', {}, {}), type: 'something.new' } as unknown as DomainEvent;
    expect(canReceive(agent(['all']), unknown)).toBe(false);
  });
});

describe('eventStreamFor', () => {
  it('yields permitted events in order, as the actor sees them, and unsubscribes on return', async () => {
    const bus = new MemoryEventBus();
    const stream = eventStreamFor(bus, agent(['report']));
    await bus.publish(domainEvent('team.updated', 'w1', {}, { id: 'one' }));
    await bus.publish(domainEvent('apiKey.created', 'w1', {}, { key: 'hidden' }));
    await bus.publish(domainEvent('setting.updated', 'w1', {}, { keys: ['two'] }));
    expect((await stream.next()).value).toMatchObject({ event: { type: 'team.updated' }, dataType: 40 });
    expect((await stream.next()).value).toMatchObject({ event: { type: 'setting.updated' }, dataType: 50 });
    const pending = stream.next();
    await stream.return!();
    expect((await pending).done).toBe(true);
    await bus.publish(domainEvent('team.updated', 'w1', {}, { id: 'after' }));
    expect((await stream.next()).done).toBe(true);
  });
});
