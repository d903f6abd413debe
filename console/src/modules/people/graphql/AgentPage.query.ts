import { graphql } from '../../../__generated__';

/** The agent page's one query: the profile and the agent's recent conversations. */
export const AgentPageQuery = graphql(`
  query AgentPage($id: ID!, $size: Int) {
    agent(id: $id) {
      ...AgentProfile_agent
    }
    agentConversations(id: $id, size: $size) {
      ...ConversationLink_conversation
    }
  }
`);
