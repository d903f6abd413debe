import { graphql } from '../../../__generated__';

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      ...CustomerProfile_customer
    }
  }
`);
