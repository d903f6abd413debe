import { graphql } from '../../../__generated__';

export const ConversationMessagesQuery = graphql(`
  query ConversationMessages($conversationId: ID!, $beforeId: String, $size: Int, $msgTypeFilter: Int, $msgSubtypeFilter: Int) {
    messages(conversationId: $conversationId, beforeId: $beforeId, size: $size, msgTypeFilter: $msgTypeFilter, msgSubtypeFilter: $msgSubtypeFilter) {
      total
      messages {
        ...ChatMessage_message
      }
    }
  }
`);
