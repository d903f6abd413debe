import { graphql } from '../../../__generated__';

export const AssignmentQueuesQuery = graphql(`
  query AssignmentQueues {
    assignmentQueues {
      total
      teams {
        teamId
        name
        assignmentMode
        length
      }
    }
  }
`);
