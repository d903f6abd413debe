import { graphql } from '../../../__generated__';

export const AgentProfileFragment = graphql(`
  fragment AgentProfile_agent on Agent {
    id
    displayName
    email
    profilePic
    refId
    createDate
    lastActivity
    online
    permissions
    fields
    tags
    teams {
      id
      name
    }
  }
`);
