import { graphql } from '../../../__generated__';

/** Everyone a conversation can be assigned to: the workspace's agents and teams. */
export const AssignCandidatesQuery = graphql(`
  query AssignCandidates {
    agents {
      id
      displayName
      profilePic
      online
    }
    teams {
      id
      name
    }
  }
`);
