import { graphql } from '../../../__generated__';

/** The answer carries the signing secret, this once. */
export const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      id
      secret
      ...WebhookFields_webhook
    }
  }
`);
