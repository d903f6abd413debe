import { graphql } from '../../../__generated__';

/** The customer picker's search (spec §7 POST /api/admin/customer with operand or). */
export const CustomerSearchQuery = graphql(`
  query CustomerSearch($criteria: [String!], $operand: String, $size: Int) {
    customers(criteria: $criteria, operand: $operand, size: $size) {
      items {
        id
        displayName
        generatedName
        email
      }
      hasMore
    }
  }
`);
