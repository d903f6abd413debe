import { graphql } from '../../../__generated__';

/** The workspace's webhook subscriptions: the developer page's section and the shell's failure notice read it. */
export const WebhooksQuery = graphql(`
  query Webhooks {
    webhooks {
      id
      ...WebhookFields_webhook
    }
  }
`);
