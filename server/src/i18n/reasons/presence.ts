import type { ReasonTable } from './reason-table';

/** The presence area's error reasons, each with the values its message fills in. */
export const PRESENCE_REASONS = {
  'presence.presenceIsForAgents': [],
} as const satisfies ReasonTable;

export type PresenceReason = keyof typeof PRESENCE_REASONS;
