import type { ReasonTable } from './reason-table';

/** The session area's error reasons, each with the values its message fills in. */
export const SESSION_REASONS = {
  'session.aPITokensHaveNoUserSession': [],
  'session.badLogin': [],
  'session.mustNotBeEmpty': ['field'],
  'session.chooseWorkspace': [],
  'session.pleaseEnterTheCorrectEmailFormat': [],
  'session.thisAccountIsNotAvailableFor': [],
  'session.thisVisitorCanNoLongerChat': [],
} as const satisfies ReasonTable;

export type SessionReason = keyof typeof SESSION_REASONS;
