import type { ReasonTable } from './reason-table';

/** The platform area's error reasons, each with the values its message fills in. */
export const PLATFORM_REASONS = {
  'platform.atMostParams': ['max'],
  'platform.atMostTemplates': ['max'],
  'platform.channelNotFound': [],
  'platform.indexMustBeAWholeNumber': [],
  'platform.notFound': [],
  'platform.onlyAgentsRetryADelivery': [],
  'platform.outsideTheResponseWindowChooseA': [],
  'platform.outsideTheResponseWindowSendOne': [],
  'platform.pageIdIsNotValid': [],
  'platform.facebookRefusedThePageToken': ['detail'],
  'platform.thePageTokenIsForAnotherPage': ['name', 'id'],
  'platform.pageNotFound': [],
  'platform.responseWindowHoursMustBeAWholeNumber': [],
  'platform.templateKeysMustBeUniqueIn': [],
  'platform.thisChannelHasNoSuchTemplate': [],
  'platform.thisMessageIsNotWaitingFor': [],
  'platform.thisPageDoesNotOfferThis': [],
  'platform.unknownMessageTag': [],
} as const satisfies ReasonTable;

export type PlatformReason = keyof typeof PLATFORM_REASONS;
