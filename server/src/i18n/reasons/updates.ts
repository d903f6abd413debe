import type { ReasonTable } from './reason-table';

/** The updates area's error reasons, each with the values its message fills in. */
export const UPDATES_REASONS = {
  'updates.sinceMustBeACursorAn': [],
} as const satisfies ReasonTable;

export type UpdatesReason = keyof typeof UPDATES_REASONS;
