import { graphql } from '../../../__generated__';

export const CustomerQuery = graphql(`
  query CustomerProfile($id: ID!) {
    customer(id: $id) {
      ...CustomerProfile_customer
    }
  }
`);
