import { graphql } from '../../../__generated__';

export const UpdateTeamMutation = graphql(`
  mutation UpdateTeam($id: ID!, $name: String, $agent: [ID!]) {
    updateTeam(id: $id, name: $name, agent: $agent) {
      ...TeamCard_team
    }
  }
`);
