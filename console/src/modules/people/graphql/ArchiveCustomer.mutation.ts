import { graphql } from '../../../__generated__';

export const ArchiveCustomerMutation = graphql(`
  mutation ArchiveCustomer($id: ID!) {
    archiveCustomer(id: $id)
  }
`);
