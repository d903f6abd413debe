import { graphql } from '../../../__generated__';

export const UpdateRetentionPolicyMutation = graphql(`
  mutation UpdateRetentionPolicy($input: RetentionPolicyInput!) {
    updateRetentionPolicy(input: $input) {
      ...RetentionPolicy_policy
    }
  }
`);
