import { graphql } from '../../../__generated__';

/** The workspace's customer tags: the options of the profile's tag picker. */
export const CustomerTagsQuery = graphql(`
  query CustomerTags {
    tags(kind: customer)
  }
`);
