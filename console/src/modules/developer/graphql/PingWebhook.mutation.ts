import { graphql } from '../../../__generated__';

/** Queues a `ping` event for the subscription; answers its (pending) delivery. */
export const PingWebhookMutation = graphql(`
  mutation PingWebhook($id: ID!) {
    pingWebhook(id: $id) {
      id
      status
      ...WebhookDeliveryFields_webhookDelivery
    }
  }
`);
