import { i18n } from '@lingui/core';
import { eventLabel, orderedEvents, selectionState, WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENT_TYPES, withEvents } from '../webhookEvents';

describe('the event picker’s groups', () => {
  it('hold every event type once, in the server’s order', () => {
    const grouped = WEBHOOK_EVENT_GROUPS.flatMap((g) => g.events);
    expect(grouped).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(WEBHOOK_EVENT_GROUPS.map((g) => g.key)).toEqual(['conversation', 'message', 'customer']);
  });

  it('name each event in words, the test ping too, and an unknown one as the server does', () => {
    expect(eventLabel('message.created', i18n)).toBe('Message sent');
    expect(eventLabel('conversation.statusChanged', i18n)).toBe('Conversation status changed');
    expect(eventLabel('ping', i18n)).toBe('Test ping');
    expect(eventLabel('invoice.paid', i18n)).toBe('invoice.paid');
    expect(eventLabel('toString', i18n)).toBe('toString');
  });
});

describe('choosing events', () => {
  it('tells whether none, some or all of a list are chosen', () => {
    expect(selectionState([], WEBHOOK_EVENT_TYPES)).toBe('none');
    expect(selectionState(['message.created'], WEBHOOK_EVENT_TYPES)).toBe('some');
    expect(selectionState([...WEBHOOK_EVENT_TYPES], WEBHOOK_EVENT_TYPES)).toBe('all');
  });

  it('adds and takes out events, keeping the server’s order and events it does not know', () => {
    expect(withEvents(['customer.updated'], ['message.created', 'conversation.created'], true)).toEqual([
      'conversation.created',
      'message.created',
      'customer.updated',
    ]);
    expect(withEvents(['x.y', 'message.created'], WEBHOOK_EVENT_TYPES, true)).toEqual([...WEBHOOK_EVENT_TYPES, 'x.y']);
    expect(withEvents([...WEBHOOK_EVENT_TYPES, 'x.y'], WEBHOOK_EVENT_TYPES, false)).toEqual(['x.y']);
    expect(withEvents(['message.created'], ['message.created'], true)).toEqual(['message.created']);
  });

  it('orders a subscription’s events for its chips, without duplicates', () => {
    expect(orderedEvents(['customer.created', 'message.created', 'b', 'a', 'b'])).toEqual(['message.created', 'customer.created', 'b', 'a']);
  });
});
