import { graphql } from '../../../__generated__';

export const AssignConversationTagsMutation = graphql(`
  mutation AssignConversationTags($conversationId: ID!, $tag: [String!]!) {
    assignConversationTags(conversationId: $conversationId, tag: $tag) {
      ...ConversationPane_conversation
    }
  }
`);
