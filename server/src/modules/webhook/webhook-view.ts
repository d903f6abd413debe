import type { WebhookDelivery, WebhookSubscription } from './webhook.entity';
import type { WebhookDeliveryView, WebhookView } from './webhook.types';

const ms = (d: Date | null) => d?.getTime() ?? null;

export const subscriptionView = (s: WebhookSubscription, secret: string | null = null): WebhookView => ({
  id: s.id,
  url: s.url,
  description: s.description,
  events: s.events,
  includeInternal: s.includeInternal,
  active: s.active,
  disabledReason: s.disabledReason,
  disabledAt: ms(s.disabledAt),
  consecutiveFailures: s.consecutiveFailures,
  retryAt: s.active ? ms(s.retryAt) : null,
  secret,
  previousSecretUntil: s.previousSecretUntil && s.previousSecretUntil.getTime() > Date.now() ? s.previousSecretUntil.getTime() : null,
  createdAt: s.createdAt.getTime(),
});

export const deliveryView = (d: WebhookDelivery): WebhookDeliveryView => ({
  id: String(d.seq),
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  lastAttemptAt: ms(d.lastAttemptAt),
  lastStatus: d.lastStatus,
  lastDurationMs: d.lastDurationMs,
  lastError: d.lastError,
  lastResponse: d.lastResponse,
  deliveredAt: ms(d.deliveredAt),
  createdAt: d.createdAt.getTime(),
  body: d.body,
});
