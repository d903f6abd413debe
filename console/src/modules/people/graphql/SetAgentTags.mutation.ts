import { graphql } from '../../../__generated__';

/** POST /api/admin/agent/update with tags: the agent's whole tag list. */
export const SetAgentTagsMutation = graphql(`
  mutation SetAgentTags($id: ID!, $tags: [String!]!) {
    updateAgent(input: { id: $id, tags: $tags }) {
      id
      tags
    }
  }
`);
