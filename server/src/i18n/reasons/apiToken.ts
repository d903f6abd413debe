import type { ReasonTable } from './reason-table';

/** The apiToken area's error reasons, each with the values its message fills in. */
export const API_TOKEN_REASONS = {
  'apiToken.notFound': [],
  'apiToken.unknownPermissions': ['list'],
  'apiToken.youCannotGrantPermissionsYouDo': ['list'],
} as const satisfies ReasonTable;

export type ApiTokenReason = keyof typeof API_TOKEN_REASONS;
