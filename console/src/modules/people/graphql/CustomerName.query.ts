import { graphql } from '../../../__generated__';

/** The name the customer picker shows for an id it was given (a saved view's customer). */
export const CustomerNameQuery = graphql(`
  query CustomerName($id: ID!) {
    customer(id: $id) {
      id
      displayName
      generatedName
      email
    }
  }
`);
