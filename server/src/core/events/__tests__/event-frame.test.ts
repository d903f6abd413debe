import type { AuthenticatedActor } from '../../../auth/actor';
import { deliveryFor } from '../audience';
import { eventFrameText } from '../event-frame';
import { conversationSubject, domainEvent } from '../events';

const agent = (agentId: string): AuthenticatedActor => ({ kind: 'agent', workspaceId: 'w1', agentId, sessionId: `s-${agentId}`, permissions: ['all'] });
const customer: AuthenticatedActor = { kind: 'customer', workspaceId: 'w1', customerId: 'c1', sessionId: 'sc', permissions: [] };

function updated(status: string) {
  const e = domainEvent('conversation.updated', 'w1', conversationSubject({ id: 'k1', customerId: 'c1', readers: [] }, { internal: false }), {
    id: 'k1',
    status,
    tags: ['vip'],
    changed: ['status', 'tags'],
  });
  e.cursor = 7;
  return e;
}

describe('an event frame is serialised once per shape, not per socket', () => {
  it('gives every agent the very same text, and the customer their projection', () => {
    const event = updated('closed');
    const [a, b] = [agent('a1'), agent('a2')].map((x) => eventFrameText(deliveryFor(x, event)!));
    expect(b).toBe(a);
    expect(JSON.parse(a)).toEqual({ type: 'event', dataType: 40, event: 'conversation.updated', id: event.id, at: event.at, cursor: 7, data: event.payload });
    const c = JSON.parse(eventFrameText(deliveryFor(customer, event)!)) as { data: Record<string, unknown> };
    expect(c.data).toEqual({ id: 'k1', status: 'closed', changed: ['status'] });
  });

  it('never hands one event the text of another with the same payload', () => {
    const first = updated('open');
    const second = { ...updated('open'), payload: first.payload };
    const t1 = JSON.parse(eventFrameText(deliveryFor(agent('a1'), first)!)) as { id: string };
    const t2 = JSON.parse(eventFrameText(deliveryFor(agent('a1'), second)!)) as { id: string };
    expect([t1.id, t2.id]).toEqual([first.id, second.id]);
  });
});
