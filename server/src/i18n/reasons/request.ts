import type { ReasonTable } from './reason-table';

/** The request area's error reasons, each with the values its message fills in. */
export const REQUEST_REASONS = {
  'request.crossSiteRequestRefused': [],
  'request.generic400': [],
  'request.generic401': [],
  'request.generic403': [],
  'request.generic404': [],
  'request.generic409': [],
  'request.generic410': [],
  'request.generic413': [],
  'request.generic429': [],
  'request.generic500': [],
  'request.mustBeATimeInMs': ['field', 'max'],
  'request.queryAliases': ['found', 'max'],
  'request.queryCost': ['found', 'max'],
  'request.queryDepth': ['found', 'max'],
  'request.queryDirectives': ['found', 'max'],
  'request.queryTokens': ['max', 'limit'],
  'request.queryRootFields': ['found', 'max'],
  'request.textMustNotContainNULCharacters': [],
  'request.frameTooDeep': [],
  'request.bodyTooDeep': [],
  'request.tooManySocketsForThisSession': ['max'],
  'request.tooManySocketsFromThisAddress': ['max'],
  'request.tooManySubscriptionsOnThisSocket': ['max'],
  'request.unavailable': [],
  'request.internal': [],
  'request.noSuchRoute': [],
  'request.bodyNotJson': [],
  'request.bodyTooLarge': [],
  'request.badRequest': [],
  'request.invalidInput': [],
  'request.tooManyGraphqlRequests': [],
  'request.tooManyBytesUploaded': [],
} as const satisfies ReasonTable;

export type RequestReason = keyof typeof REQUEST_REASONS;
