import { graphql } from '../../../__generated__';

export const RetentionPolicyQuery = graphql(`
  query RetentionPolicy {
    retentionPolicy {
      ...RetentionPolicy_policy
    }
  }
`);
