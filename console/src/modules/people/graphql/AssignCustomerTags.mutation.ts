import { graphql } from '../../../__generated__';

export const AssignCustomerTagsMutation = graphql(`
  mutation AssignCustomerTags($id: ID!, $tag: [String!]!) {
    assignCustomerTags(id: $id, tag: $tag) {
      id
      tags
    }
  }
`);
