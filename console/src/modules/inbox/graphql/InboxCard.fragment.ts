import { graphql } from '../../../__generated__';

/** What a list card shows and what the view rules read; the same normalized Conversation the pane changes. */
export const InboxCardFragment = graphql(`
  fragment InboxCard_conversation on Conversation {
    id
    name
    generatedName
    profilePic
    status
    hidden
    snooze
    mentioned
    unread
    source
    livechat
    online
    tags
    orderTimestamp
    lastUpdateTimestamp
    customerRating {
      score
    }
    customer {
      id
      displayName
      generatedName
    }
    assignedAgent {
      id
      displayName
    }
    team {
      id
      name
    }
    lastMessage {
      id
      seq
      senderType
      senderId
      type
      text
      internal
      timestamp
    }
  }
`);
