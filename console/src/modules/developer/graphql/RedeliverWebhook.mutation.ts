import { graphql } from '../../../__generated__';

/** Queues the same event again (same id and body); answers the new (pending) delivery. */
export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($id: ID!, $deliveryId: ID!) {
    redeliverWebhook(id: $id, deliveryId: $deliveryId) {
      id
      status
      ...WebhookDeliveryFields_webhookDelivery
    }
  }
`);
