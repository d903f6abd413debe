import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The events a subscription can ask for (server: modules/webhook/webhook-events.ts), in the server's order. */
export const WEBHOOK_EVENT_TYPES = [
  'conversation.created',
  'conversation.updated',
  'conversation.statusChanged',
  'conversation.assigned',
  'message.created',
  'message.updated',
  'customer.created',
  'customer.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The test event a subscription gets from "Send test ping", whatever it asked for. */
export const PING_EVENT = 'ping';

const EVENT_LABELS: Readonly<Record<WebhookEventType | typeof PING_EVENT, MessageDescriptor>> = {
  'conversation.created': msg`Conversation started`,
  'conversation.updated': msg`Conversation changed`,
  'conversation.statusChanged': msg`Conversation status changed`,
  'conversation.assigned': msg`Conversation assigned`,
  'message.created': msg`Message sent`,
  'message.updated': msg`Message changed`,
  'customer.created': msg`Customer added`,
  'customer.updated': msg`Customer changed`,
  ping: msg`Test ping`,
};

export interface WebhookEventGroup {
  key: 'conversation' | 'message' | 'customer';
  label: MessageDescriptor;
  events: readonly WebhookEventType[];
}

/** The event picker's groups: every event type in exactly one, in the server's order. */
export const WEBHOOK_EVENT_GROUPS: readonly WebhookEventGroup[] = [
  { key: 'conversation', label: msg`Conversations`, events: WEBHOOK_EVENT_TYPES.filter((e) => e.startsWith('conversation.')) },
  { key: 'message', label: msg`Messages`, events: WEBHOOK_EVENT_TYPES.filter((e) => e.startsWith('message.')) },
  { key: 'customer', label: msg`Customers`, events: WEBHOOK_EVENT_TYPES.filter((e) => e.startsWith('customer.')) },
];

const isKnown = (type: string): type is WebhookEventType | typeof PING_EVENT => Object.prototype.hasOwnProperty.call(EVENT_LABELS, type);

/** An event type in words; one this console does not know (a newer server's) as the server names it. */
export function eventLabel(type: string, i18n: I18n): string {
  return isKnown(type) ? i18n._(EVENT_LABELS[type]) : type;
}

/** How much of a list of events is chosen. */
export function selectionState(selected: readonly string[], events: readonly string[]): 'all' | 'some' | 'none' {
  const chosen = events.filter((e) => selected.includes(e)).length;
  return chosen === 0 ? 'none' : chosen === events.length ? 'all' : 'some';
}

/** `selected` with these events all added (on) or all taken out (off), in the server's order, unknown ones kept last. */
export function withEvents(selected: readonly string[], events: readonly string[], on: boolean): string[] {
  const next = new Set(selected);
  for (const e of events) {
    if (on) next.add(e);
    else next.delete(e);
  }
  return orderedEvents([...next]);
}

/** Events in the server's order (the order the picker and the row's chips show), unknown ones kept last as they came. */
export function orderedEvents(events: readonly string[]): string[] {
  const known = WEBHOOK_EVENT_TYPES.filter((e) => events.includes(e));
  const unknown = events.filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e));
  return [...known, ...new Set(unknown)];
}
