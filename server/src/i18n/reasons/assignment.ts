import type { ReasonTable } from './reason-table';

/** The assignment area's error reasons, each with the values its message fills in. */
export const ASSIGNMENT_REASONS = {
  'assignment.assignmentModeMustBeOffRoundRobinOr': [],
  'assignment.capacityIsForAgents': [],
  'assignment.capacityMustBeAWholeNumber': [],
  'assignment.queuesAreForAgents': [],
} as const satisfies ReasonTable;

export type AssignmentReason = keyof typeof ASSIGNMENT_REASONS;
