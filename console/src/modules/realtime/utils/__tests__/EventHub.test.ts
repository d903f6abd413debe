import { EventHub } from '../EventHub';
import type { RealtimeEvent } from '../realtimeEvent';

const event = (type: string, id = type): RealtimeEvent => ({ id, type, cursor: null, payload: {}, replay: false });

describe('the event hub fans one stream out to every module', () => {
  it('hands each event once to each listener of its type, and to listeners of everything', () => {
    const hub = new EventHub();
    const seen: string[] = [];
    hub.subscribe('message.created', (e) => seen.push(`pane ${e.id}`));
    hub.subscribe(['message.created', 'counts.changed'], (e) => seen.push(`list ${e.id}`));
    hub.subscribe('*', (e) => seen.push(`all ${e.id}`));
    hub.publish(event('message.created', 'm1'));
    hub.publish(event('counts.changed', 'c1'));
    hub.publish(event('presence.changed', 'p1'));
    expect(seen).toEqual(['pane m1', 'list m1', 'all m1', 'list c1', 'all c1', 'all p1']);
  });

  it('gives a listener of both a type and everything the event once', () => {
    const hub = new EventHub();
    const seen: string[] = [];
    const handler = (e: RealtimeEvent) => seen.push(e.id);
    hub.subscribe(['message.created', '*'], handler);
    hub.publish(event('message.created', 'm1'));
    expect(seen).toEqual(['m1']);
  });

  it('stops delivering after unsubscribe, and a failing listener does not stop the others', () => {
    const hub = new EventHub();
    const seen: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    hub.subscribe('*', () => {
      throw new Error('broken listener');
    });
    const stop = hub.subscribe('*', (e) => seen.push(e.id));
    hub.publish(event('a'));
    stop();
    hub.publish(event('b'));
    expect(seen).toEqual(['a']);
    spy.mockRestore();
  });
});
