import { graphql } from '../../../__generated__';

export const InboxConversationsQuery = graphql(`
  query InboxConversations($filter: ConversationFilterInput) {
    conversations(filter: $filter) {
      ...InboxCard_conversation
    }
  }
`);
