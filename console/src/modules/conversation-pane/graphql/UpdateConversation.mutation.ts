import { graphql } from '../../../__generated__';

export const UpdateConversationMutation = graphql(`
  mutation UpdateConversationFromPane($input: UpdateConversationInput!) {
    updateConversation(input: $input) {
      ...ConversationPane_conversation
    }
  }
`);
