import { graphql } from '../../../__generated__';

export const SubscribePushMutation = graphql(`
  mutation SubscribePush($input: PushSubscriptionInput!) {
    subscribePush(input: $input) {
      ...PushSubscription_subscription
    }
  }
`);
