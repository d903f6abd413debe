import { graphql } from '../../../__generated__';

export const AgentListQuery = graphql(`
  query AgentList {
    agents {
      ...AgentRow_agent
    }
  }
`);
