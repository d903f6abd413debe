import { graphql } from '../../../__generated__';

export const InboxCountsQuery = graphql(`
  query InboxCounts {
    conversationCounts {
      me
      unassigned
      mention
      snooze
      hidden
      team {
        teamId
        name
        count
      }
    }
  }
`);
