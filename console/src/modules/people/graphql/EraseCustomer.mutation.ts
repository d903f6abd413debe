import { graphql } from '../../../__generated__';

export const EraseCustomerMutation = graphql(`
  mutation EraseCustomer($id: ID!, $reason: String) {
    eraseCustomer(id: $id, reason: $reason) {
      customerId
      conversations
      messages
      files
      exports
    }
  }
`);
