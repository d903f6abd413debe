import { graphql } from '../../../__generated__';

export const RemovePushSubscriptionMutation = graphql(`
  mutation RemovePushSubscription($id: ID!) {
    removePushSubscription(id: $id)
  }
`);
