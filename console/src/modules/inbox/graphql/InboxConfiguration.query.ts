import { graphql } from '../../../__generated__';

export const InboxConfigurationQuery = graphql(`
  query InboxConfiguration {
    configuration {
      ...InboxConfiguration_views
    }
  }
`);

export const InboxConfigurationFragment = graphql(`
  fragment InboxConfiguration_views on UserConfiguration {
    id
    conversationCustomViews {
      value
      label
      count
      searchParams {
        status
        filter
        team
        customerId
        agentId
        tag
        customerTag
        beforeTimestamp
        afterTimestamp
        showOnline
        reverseOrder
      }
    }
  }
`);
