import { graphql } from '../../../__generated__';

/** A conversation in a profile's list (spec §2): online state, source, time, unread marker. */
export const ConversationLinkFragment = graphql(`
  fragment ConversationLink_conversation on Conversation {
    id
    name
    generatedName
    source
    status
    online
    unread
    orderTimestamp
    customer {
      id
      displayName
      generatedName
    }
    lastMessage {
      id
      text
      timestamp
    }
  }
`);
