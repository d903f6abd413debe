import { graphql } from '../../../__generated__';

/** One line of the delivery log as the deliveries drawer shows it. */
export const WebhookDeliveryFieldsFragment = graphql(`
  fragment WebhookDeliveryFields_webhookDelivery on WebhookDelivery {
    id
    eventId
    eventType
    status
    attempts
    lastAttemptAt
    lastStatus
    lastDurationMs
    lastError
    lastResponse
    deliveredAt
    createdAt
  }
`);
