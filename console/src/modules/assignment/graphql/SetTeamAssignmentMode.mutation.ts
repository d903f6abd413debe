import { graphql } from '../../../__generated__';

export const SetTeamAssignmentModeMutation = graphql(`
  mutation SetTeamAssignmentMode($teamId: ID!, $assignmentMode: String!) {
    setTeamAssignmentMode(teamId: $teamId, assignmentMode: $assignmentMode) {
      teamId
      assignmentMode
      length
    }
  }
`);
