import { graphql } from '../../../__generated__';

export const UpdateAgentMutation = graphql(`
  mutation UpdateAgent($input: UpdateAgentInput!) {
    updateAgent(input: $input) {
      ...AgentProfile_agent
    }
  }
`);
