import { graphql } from '../../../__generated__';

export const CreateTeamMutation = graphql(`
  mutation CreateTeam($name: String!, $agent: [ID!]) {
    createTeam(name: $name, agent: $agent) {
      ...TeamCard_team
    }
  }
`);
