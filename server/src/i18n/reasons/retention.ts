import type { ReasonTable } from './reason-table';

/** The retention area's error reasons, each with the values its message fills in. */
export const RETENTION_REASONS = {
  'retention.previewThePolicyDryRunBefore': [],
  'retention.previewTokenIsNotADryRun': ['days'],
  'retention.theDryRunIsMoreThan': [],
} as const satisfies ReasonTable;

export type RetentionReason = keyof typeof RETENTION_REASONS;
