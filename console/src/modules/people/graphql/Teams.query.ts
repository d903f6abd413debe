import { graphql } from '../../../__generated__';

export const TeamsQuery = graphql(`
  query Teams {
    teams {
      ...TeamCard_team
    }
  }
`);
