import { graphql } from '../../../__generated__';

export const RetentionPolicyQuery = graphql(`
  query RetentionPolicy {
    retentionPolicy {
      enabled
      days
      updatedAt
      lastRun {
        finishedAt
        days
        messages
        files
        bytes
      }
    }
  }
`);
