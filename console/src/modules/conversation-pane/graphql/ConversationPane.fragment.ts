import { graphql } from '../../../__generated__';

export const ConversationPaneFragment = graphql(`
  fragment ConversationPane_conversation on Conversation {
    id
    name
    generatedName
    profilePic
    subtitle
    status
    tags
    hidden
    snooze
    source
    livechat
    online
    agentOnly
    unread
    lastUpdateTimestamp
    orderTimestamp
    lastRead {
      id
    }
    mergedInto {
      id
    }
    assignedAgent {
      id
      displayName
      profilePic
    }
    agent {
      id
      displayName
      profilePic
    }
    team {
      id
      name
    }
    customer {
      id
      displayName
      generatedName
    }
    customerRating {
      score
      comment
    }
    agentRating {
      score
      comment
    }
  }
`);
