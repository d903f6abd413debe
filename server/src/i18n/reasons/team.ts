import type { ReasonTable } from './reason-table';

/** The team area's error reasons, each with the values its message fills in. */
export const TEAM_REASONS = {
  'team.notFound': [],
  'team.sizeMustBe0AllOr': [],
  'team.teamNameAlreadyExists': [],
  'team.teamsAreListedForAgentsOnly': [],
} as const satisfies ReasonTable;

export type TeamReason = keyof typeof TEAM_REASONS;
