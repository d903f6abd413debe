import { graphql } from '../../../__generated__';

export const ConversationPaneQuery = graphql(`
  query ConversationPane($id: ID!) {
    conversation(id: $id) {
      ...ConversationPane_conversation
    }
  }
`);
