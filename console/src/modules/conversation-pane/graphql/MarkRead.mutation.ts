import { graphql } from '../../../__generated__';

export const MarkReadMutation = graphql(`
  mutation MarkConversationRead($conversationId: ID!, $messageId: ID!) {
    markRead(conversationId: $conversationId, messageId: $messageId) {
      conversationId
      messageId
      lastRead {
        id
      }
    }
  }
`);
