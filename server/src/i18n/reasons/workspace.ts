import type { ReasonTable } from './reason-table';

/** The workspace area's error reasons, each with the values its message fills in. */
export const WORKSPACE_REASONS = {
  'workspace.theSystemAPIDoesNotSet': [],
} as const satisfies ReasonTable;

export type WorkspaceReason = keyof typeof WORKSPACE_REASONS;
