import type { ReasonTable } from './reason-table';

/** Visitor continuity by email (modules/continuity): the words of the reply email and the unsubscribe page. */
export const CONTINUITY_REASONS = {
  'continuity.emailSubject': ['workspace'],
  'continuity.emailIntro': ['workspace'],
  'continuity.file': ['name'],
  'continuity.otherMessage': [],
  'continuity.earlier': [],
  'continuity.you': [],
  'continuity.replyHint': [],
  'continuity.chatOnly': [],
  'continuity.unsubscribeLine': ['link'],
  'continuity.unsubscribeTitle': [],
  'continuity.unsubscribeQuestion': ['workspace'],
  'continuity.unsubscribeButton': [],
  'continuity.unsubscribed': [],
  'continuity.linkNotFound': [],
} as const satisfies ReasonTable;

export type ContinuityReason = keyof typeof CONTINUITY_REASONS;
