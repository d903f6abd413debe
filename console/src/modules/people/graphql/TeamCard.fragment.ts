import { graphql } from '../../../__generated__';

export const TeamCardFragment = graphql(`
  fragment TeamCard_team on Team {
    id
    name
    agent
    assignmentMode
    members {
      id
      displayName
      profilePic
      online
    }
  }
`);
