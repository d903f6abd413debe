import { graphql } from '../../../__generated__';

/** The customer page's one query: the profile and the customer's recent conversations. */
export const CustomerPageQuery = graphql(`
  query CustomerPage($id: ID!, $size: Int) {
    customer(id: $id) {
      ...CustomerProfile_customer
    }
    customerConversations(id: $id, size: $size) {
      ...ConversationLink_conversation
    }
  }
`);
