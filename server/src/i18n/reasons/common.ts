import type { ReasonTable } from './reason-table';

/** The common area's error reasons, each with the values its message fills in. */
export const COMMON_REASONS = {
  'common.anAPIKeyIsRequiredAppKey': [],
  'common.anotherCustomerAlreadyHasThisReference': [],
  'common.aShortCodeHasOnlyLetters': [],
  'common.aTagIsAtMostCharacters': ['max'],
  'common.atMost100Ids': [],
  'common.atMostCharacters': ['max'],
  'common.atMostIdsAtATime': ['max'],
  'common.expectedAnOperatorAfter': ['field'],
  'common.holdsAnInvalidId': ['field'],
  'common.idIsNotAValidTeam': [],
  'common.isLongerThanCharacters': ['field', 'max'],
  'common.isTooLong': ['field'],
  'common.mustBeAChangeCursorAn': [],
  'common.mustBeAColourLike6d78a5': [],
  'common.mustBeAnIANATimeZone': [],
  'common.mustBeAnId': [],
  'common.mustBeAWholeNumber': [],
  'common.mustStartWithALetterAnd': [],
  'common.noOperatorAfter': ['field'],
  'common.pleaseEnterADateAsYYYY': [],
  'common.pleaseEnterPassword': [],
  'common.pleaseFillInTheEmail': [],
  'common.pleaseInput': ['field'],
  'common.pleaseInputATag': [],
  'common.ratingIs1To5In': [],
  'common.sizeMustBeAnIntegerFrom': ['max'],
  'common.theAPIKeyIsNotValid': [],
  'common.theCannedReplyIsNotValid': [],
  'common.fieldProblem': ['field', 'message'],
} as const satisfies ReasonTable;

export type CommonReason = keyof typeof COMMON_REASONS;
