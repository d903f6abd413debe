import { graphql } from '../../../__generated__';

export const UnassignCustomerTagsMutation = graphql(`
  mutation UnassignCustomerTags($id: ID!, $tag: [String!]!) {
    unassignCustomerTags(id: $id, tag: $tag) {
      id
      tags
    }
  }
`);
