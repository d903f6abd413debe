import type { DatabaseVariant } from '../../support/databases';
import { sharedServer } from '../../support/shared-server';

/** The webhooks group's settings (tests/integration/webhooks.test.ts says why). */
export const WEBHOOK_TEST_ENV = {
  ALLOW_PRIVATE_FETCH: '1',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_FAILURE_LIMIT: '8',
  JOBS_POLL_SECONDS: '0.5',
};

export const webhookServer = (variant: DatabaseVariant) => sharedServer(variant, WEBHOOK_TEST_ENV);

export interface WebhookJson {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  secret: string | null;
  disabledReason: string | null;
  consecutiveFailures: number;
  previousSecretUntil: number | null;
}

export interface DeliveryJson {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivered';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastResponse: string | null;
  body: string;
}
