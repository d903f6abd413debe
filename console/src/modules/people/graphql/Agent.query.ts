import { graphql } from '../../../__generated__';

export const AgentQuery = graphql(`
  query AgentProfile($id: ID!) {
    agent(id: $id) {
      ...AgentProfile_agent
    }
  }
`);
