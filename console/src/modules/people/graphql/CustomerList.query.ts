import { graphql } from '../../../__generated__';

export const CustomerListQuery = graphql(`
  query CustomerList($criteria: [String!], $operand: String, $offset: Int, $size: Int) {
    customers(criteria: $criteria, operand: $operand, offset: $offset, size: $size) {
      items {
        ...CustomerRow_customer
      }
      hasMore
    }
  }
`);
