import type { ReasonTable } from './reason-table';

/** The cannedReply area's error reasons, each with the values its message fills in. */
export const CANNED_REPLY_REASONS = {
  'cannedReply.aShortCodeIsAtMost': ['max'],
  'cannedReply.atMostCannedReplies': ['max'],
  'cannedReply.cannedRepliesAreForAgents': [],
  'cannedReply.notFound': [],
  'cannedReply.pleaseEnterAShortCode': [],
  'cannedReply.pleaseEnterTheContent': [],
  'cannedReply.thisShortCodeIsAlreadyUsed': [],
  'cannedReply.unknownVariable': ['variable'],
} as const satisfies ReasonTable;

export type CannedReplyReason = keyof typeof CANNED_REPLY_REASONS;
