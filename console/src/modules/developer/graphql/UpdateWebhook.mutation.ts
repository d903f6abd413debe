import { graphql } from '../../../__generated__';

export const UpdateWebhookMutation = graphql(`
  mutation UpdateWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) {
      id
      ...WebhookFields_webhook
    }
  }
`);
