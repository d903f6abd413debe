import { graphql } from '../../../__generated__';

/** A page of a subscription's delivery log, newest first; `before` is the last id of the page before. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($id: ID!, $before: String, $size: Int) {
    webhookDeliveries(id: $id, before: $before, size: $size) {
      hasMore
      items {
        id
        status
        ...WebhookDeliveryFields_webhookDelivery
      }
    }
  }
`);
