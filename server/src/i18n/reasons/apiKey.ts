import type { ReasonTable } from './reason-table';

/** The apiKey area's error reasons, each with the values its message fills in. */
export const API_KEY_REASONS = {
  'apiKey.identityVerificationIsOnRefIdNeeds': [],
  'apiKey.notFound': [],
  'apiKey.theVisitorIdentityCouldNotBe': [],
} as const satisfies ReasonTable;

export type ApiKeyReason = keyof typeof API_KEY_REASONS;
