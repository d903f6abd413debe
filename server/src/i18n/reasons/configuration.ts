import type { ReasonTable } from './reason-table';

/** The configuration area's error reasons, each with the values its message fills in. */
export const CONFIGURATION_REASONS = {
  'configuration.atMostViews': ['max'],
  'configuration.eachViewNeedsItsOwnValue': [],
  'configuration.nothingToUpdate': [],
  'configuration.pleaseEnterAName': [],
  'configuration.afterTimestampBeforeTimestamp': [],
} as const satisfies ReasonTable;

export type ConfigurationReason = keyof typeof CONFIGURATION_REASONS;
