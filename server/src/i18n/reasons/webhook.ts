import type { ReasonTable } from './reason-table';

/** The webhook area's error reasons, each with the values its message fills in. */
export const WEBHOOK_REASONS = {
  'webhook.notFound': [],
  'webhook.urlMustBeHttpOrHttps': [],
  'webhook.addressNotAllowed': [],
  'webhook.unknownEvents': ['list'],
  'webhook.chooseAtLeastOneEvent': [],
  'webhook.tooMany': ['max'],
  'webhook.isDisabled': [],
} as const satisfies ReasonTable;

export type WebhookReason = keyof typeof WEBHOOK_REASONS;
