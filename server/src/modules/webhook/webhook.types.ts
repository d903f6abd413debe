/** A subscription as the developer page and both doors show it. */
export interface WebhookView {
  id: string;
  url: string;
  description: string;
  events: string[];
  includeInternal: boolean;
  active: boolean;
  /** 'failures' when the server turned it off after consecutive failed deliveries. */
  disabledReason: string | null;
  disabledAt: number | null;
  consecutiveFailures: number;
  /** While the receiver fails: when the next attempt is due (ms). */
  retryAt: number | null;
  /** Only in the answers of create and rotateSecret: the server keeps it sealed and never shows it again. */
  secret: string | null;
  /** The replaced secret signs too until then (ms), after a rotation. */
  previousSecretUntil: number | null;
  createdAt: number;
}

/** One line of a subscription's delivery log. */
export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'delivered';
  attempts: number;
  lastAttemptAt: number | null;
  lastStatus: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  lastResponse: string | null;
  deliveredAt: number | null;
  createdAt: number;
  /** The JSON body sent, as sent. */
  body: string;
}

export interface WebhookDeliveryPage {
  items: WebhookDeliveryView[];
  hasMore: boolean;
}

export interface WebhookInput {
  url: string;
  description?: string;
  events: string[];
  includeInternal?: boolean;
  active?: boolean;
}

export type WebhookChanges = Partial<WebhookInput> & { id: string };
