import { graphql } from '../../../__generated__';

export const InboxEventsSubscription = graphql(`
  subscription InboxEvents {
    events {
      id
      type
      dataType
      at
      payload
    }
  }
`);
