import { graphql } from '../../../__generated__';

export const AgentConversationsQuery = graphql(`
  query AgentConversations($id: ID!, $size: Int) {
    agentConversations(id: $id, size: $size) {
      ...ConversationLink_conversation
    }
  }
`);
