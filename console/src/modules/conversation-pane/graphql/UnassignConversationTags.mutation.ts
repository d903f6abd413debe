import { graphql } from '../../../__generated__';

export const UnassignConversationTagsMutation = graphql(`
  mutation UnassignConversationTags($conversationId: ID!, $tag: [String!]!) {
    unassignConversationTags(conversationId: $conversationId, tag: $tag) {
      ...ConversationPane_conversation
    }
  }
`);
