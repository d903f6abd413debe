import type { ReasonTable } from './reason-table';

/** The audit area's error reasons, each with the values its message fills in. */
export const AUDIT_REASONS = {
  'audit.cursorIsNotValidPassThe': [],
  'audit.fromMustNotBeAfterTo': [],
  'audit.sizeMustBeAWholeNumber': ['max'],
} as const satisfies ReasonTable;

export type AuditReason = keyof typeof AUDIT_REASONS;
