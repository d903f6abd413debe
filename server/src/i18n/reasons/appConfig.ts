import type { ReasonTable } from './reason-table';

/** The appConfig area's error reasons, each with the values its message fills in. */
export const APP_CONFIG_REASONS = {
  'appConfig.appConfigMustBeAnObject': [],
  'appConfig.endMustBeLaterThanStart': [],
  'appConfig.theWidgetConfigurationIsNotValid': [],
} as const satisfies ReasonTable;

export type AppConfigReason = keyof typeof APP_CONFIG_REASONS;
