import { graphql } from '../../../__generated__';

export const PaneEventsSubscription = graphql(`
  subscription ConversationPaneEvents {
    events {
      id
      type
      dataType
      at
      payload
    }
  }
`);
