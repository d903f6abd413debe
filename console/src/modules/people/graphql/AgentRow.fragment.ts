import { graphql } from '../../../__generated__';

/** What a row of the agent list shows (spec §2 /agents). */
export const AgentRowFragment = graphql(`
  fragment AgentRow_agent on Agent {
    id
    displayName
    email
    profilePic
    refId
    createDate
    online
  }
`);
