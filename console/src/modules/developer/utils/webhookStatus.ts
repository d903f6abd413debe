import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BadgeTone } from '../../../ui/Badge';

/** The fields of a subscription its status is read from. */
export interface WebhookStatusFields {
  active: boolean;
  disabledReason?: string | null;
  consecutiveFailures: number;
  retryAt?: number | null;
}

export type WebhookStatus =
  | { kind: 'active' }
  /** Turned off by a person. */
  | { kind: 'off' }
  /** Turned off by Parley after this many failed deliveries in a row. */
  | { kind: 'disabled'; failures: number }
  /** On, but the receiver failed: nothing is sent before `retryAt`. */
  | { kind: 'failing'; failures: number; retryAt: number };

/** The server's disabledReason when it turned a subscription off after consecutive failures. */
export const DISABLED_BY_FAILURES = 'failures';

export function webhookStatus(w: WebhookStatusFields): WebhookStatus {
  if (!w.active) return w.disabledReason === DISABLED_BY_FAILURES ? { kind: 'disabled', failures: w.consecutiveFailures } : { kind: 'off' };
  if (w.consecutiveFailures > 0 && w.retryAt) return { kind: 'failing', failures: w.consecutiveFailures, retryAt: w.retryAt };
  return { kind: 'active' };
}

const TONES: Readonly<Record<WebhookStatus['kind'], BadgeTone>> = { active: 'success', off: 'neutral', disabled: 'danger', failing: 'warning' };

/** The status badge's words and colour; a retry today shows its time, a later one its date too. */
export function webhookStatusLabel(status: WebhookStatus, i18n: I18n, now: number = Date.now()): { text: string; tone: BadgeTone } {
  const tone = TONES[status.kind];
  switch (status.kind) {
    case 'active':
      return { tone, text: i18n._(msg`Active`) };
    case 'off':
      return { tone, text: i18n._(msg`Off`) };
    case 'disabled':
      return {
        tone,
        text: i18n._(msg`${plural(status.failures, { one: 'Turned off after # failure', other: 'Turned off after # failures' })}`),
      };
    case 'failing': {
      const sameDay = new Date(status.retryAt).toDateString() === new Date(now).toDateString();
      const time = i18n.date(new Date(status.retryAt), sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
      return { tone, text: i18n._(msg`Failing — next try at ${time}`) };
    }
  }
}

/** The subscriptions Parley turned off after repeated failures: the console's notices are about these. */
export function disabledByFailures<T extends WebhookStatusFields>(list: readonly T[]): T[] {
  return list.filter((w) => !w.active && w.disabledReason === DISABLED_BY_FAILURES);
}
