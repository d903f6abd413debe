import { graphql } from '../../../__generated__';

/** The policy as the settings page shows it: read by the query and answered by the switch alike. */
export const RetentionPolicyFragment = graphql(`
  fragment RetentionPolicy_policy on RetentionPolicy {
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
`);
