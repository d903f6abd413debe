import { graphql } from '../../../__generated__';

/** One of the agent's browsers, as the list shows it and subscribePush answers it. */
export const PushSubscriptionFragment = graphql(`
  fragment PushSubscription_subscription on PushSubscriptionInfo {
    id
    label
    createdAt
    lastPushAt
  }
`);
