import type { ReasonTable } from './reason-table';

/** The account area's error reasons, each with the values its message fills in. */
export const ACCOUNT_REASONS = {
  'account.incorrectEmailFormat': [],
  'account.resetLinkNotFound': [],
  'account.thePasswordMustBe8To': [],
  'account.theResetPasswordLinkHasExpired': [],
} as const satisfies ReasonTable;

export type AccountReason = keyof typeof ACCOUNT_REASONS;
