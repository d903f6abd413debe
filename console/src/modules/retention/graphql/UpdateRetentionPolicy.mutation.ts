import { graphql } from '../../../__generated__';

export const UpdateRetentionPolicyMutation = graphql(`
  mutation UpdateRetentionPolicy($input: RetentionPolicyInput!) {
    updateRetentionPolicy(input: $input) {
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
