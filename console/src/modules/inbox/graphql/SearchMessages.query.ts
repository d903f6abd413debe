import { graphql } from '../../../__generated__';

export const InboxSearchQuery = graphql(`
  query InboxSearchMessages($query: String!) {
    searchMessages(query: $query) {
      id
      conversationId
      conversationName
      conversationGeneratedName
      senderType
      senderId
      internal
      timestamp
      meta
    }
  }
`);
