import type { ReasonTable } from './reason-table';

/** The invitation area's error reasons, each with the values its message fills in. */
export const INVITATION_REASONS = {
  'invitation.notFound': [],
  'invitation.thisPersonIsAlreadyAnAgent': [],
} as const satisfies ReasonTable;

export type InvitationReason = keyof typeof INVITATION_REASONS;
