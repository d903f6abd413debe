import { graphql } from '../../../__generated__';

export const CustomerConversationsQuery = graphql(`
  query CustomerConversations($id: ID!, $size: Int) {
    customerConversations(id: $id, size: $size) {
      ...ConversationLink_conversation
    }
  }
`);
