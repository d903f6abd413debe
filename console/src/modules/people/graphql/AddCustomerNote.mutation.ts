import { graphql } from '../../../__generated__';

export const AddCustomerNoteMutation = graphql(`
  mutation AddCustomerNote($id: ID!, $content: String!) {
    addCustomerNote(id: $id, content: $content) {
      ...CustomerProfile_customer
    }
  }
`);
