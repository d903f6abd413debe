import { graphql } from '../../../__generated__';

export const RetentionDryRunMutation = graphql(`
  mutation RetentionDryRun($days: Int!) {
    retentionDryRun(days: $days) {
      days
      messages
      files
      bytes
      previewToken
    }
  }
`);
