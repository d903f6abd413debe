import { graphql } from '../../../__generated__';

/** One conversation for the list (a new arrival, or one whose assignment changed). */
export const InboxConversationQuery = graphql(`
  query InboxConversation($id: ID!) {
    conversation(id: $id) {
      ...InboxCard_conversation
    }
  }
`);
