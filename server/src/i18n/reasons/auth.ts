import type { ReasonTable } from './reason-table';

/** The auth area's error reasons, each with the values its message fills in. */
export const AUTH_REASONS = {
  'auth.onlyAgentsCanDoThis': [],
  'auth.pleaseTryAgainInSeconds': ['message', 'retryAfter'],
  'auth.theUploadAllowanceIsUsedUp': [],
  'auth.tooManyConversationsWereStarted': [],
  'auth.tooManyMessagesWereSent': [],
  'auth.tooManyVisitorSessionsWereOpened': [],
  'auth.needsPermission': ['permission'],
  'auth.needsOneOfPermissions': ['permissions'],
  'auth.signIn': [],
  'auth.forbidden': [],
  'auth.tooManyAttempts': [],
} as const satisfies ReasonTable;

export type AuthReason = keyof typeof AUTH_REASONS;
