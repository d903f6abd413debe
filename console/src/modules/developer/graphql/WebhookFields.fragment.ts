import { graphql } from '../../../__generated__';

/** What the webhooks section shows of a subscription (never its secret: that is shown once, by the mutations that make one). */
export const WebhookFieldsFragment = graphql(`
  fragment WebhookFields_webhook on Webhook {
    id
    url
    description
    events
    includeInternal
    active
    disabledReason
    disabledAt
    consecutiveFailures
    retryAt
    previousSecretUntil
    createdAt
  }
`);
