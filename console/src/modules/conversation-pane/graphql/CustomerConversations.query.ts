import { graphql } from '../../../__generated__';

export const CustomerConversationsQuery = graphql(`
  query CustomerRecentConversations($filter: ConversationFilterInput) {
    conversations(filter: $filter) {
      id
      name
      generatedName
      status
      source
      orderTimestamp
      lastMessage {
        id
        text
        timestamp
      }
    }
  }
`);
