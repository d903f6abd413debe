import { graphql } from '../../../__generated__';

/** The answer carries the new signing secret, this once; the old one signs beside it until previousSecretUntil. */
export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      id
      secret
      ...WebhookFields_webhook
    }
  }
`);
