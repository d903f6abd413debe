import type { ReasonTable } from './reason-table';

/** The tag area's error reasons, each with the values its message fills in. */
export const TAG_REASONS = {
  'tag.atMostTags': ['max', 'kind'],
  'tag.tagsAreForAgents': [],
} as const satisfies ReasonTable;

export type TagReason = keyof typeof TAG_REASONS;
