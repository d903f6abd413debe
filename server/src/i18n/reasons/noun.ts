import type { ReasonTable } from './reason-table';

/** The noun area's error reasons, each with the values its message fills in. */
export const NOUN_REASONS = {
  'noun.agent': [],
  'noun.agents': [],
  'noun.conversation': [],
  'noun.customer': [],
  'noun.displayName': [],
  'noun.name': [],
  'noun.team': [],
  'noun.teams': [],
} as const satisfies ReasonTable;

export type NounReason = keyof typeof NOUN_REASONS;
