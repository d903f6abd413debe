import { graphql } from '../../../__generated__';

export const DeleteTeamMutation = graphql(`
  mutation DeleteTeam($id: ID!) {
    deleteTeam(id: $id)
  }
`);
