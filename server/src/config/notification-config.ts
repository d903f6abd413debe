import { z } from 'zod';

/** An unset or empty variable is "not set" (docker compose passes `${X:-}` as ''). */
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A VAPID key as web-push writes it: unpadded base64url. */
const vapidKey = optional.refine((v) => v === undefined || /^[A-Za-z0-9_-]{32,120}$/.test(v), { message: 'must be an unpadded base64url key' });

/**
 * Reaching people when no console or widget is open (modules/notification, modules/continuity).
 * VAPID keys sign Web Push: unset, a pair is generated into DATA_DIR/vapid.json (every node of a
 * cluster needs the same pair, as with SECRETS_KEY). The inbound SMTP listener is off unless a port is set.
 */
export const notificationEnvShape = {
  VAPID_PUBLIC_KEY: vapidKey,
  VAPID_PRIVATE_KEY: vapidKey,
  /** Who push services may contact about our pushes: a mailto: or https: URL (default: mailto:ADMIN_EMAIL). */
  VAPID_SUBJECT: optional.refine((v) => v === undefined || /^(mailto:|https:)/.test(v), { message: 'must start with mailto: or https:' }),
  /** One email per agent per this many seconds at most, listing what came meanwhile (default 10 minutes). */
  NOTIFY_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** An agent's reply the visitor has not read after this many seconds is emailed to them (default 5 minutes). */
  VISITOR_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** The inbound SMTP listener's port (visitors' email replies); unset: no listener. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  /** The domain of reply addresses, reply+<token>@<domain>: its MX (or a forwarding rule) points at the listener. */
  INBOUND_EMAIL_DOMAIN: optional.refine((v) => v === undefined || /^[a-z0-9.-]+\.[a-z0-9-]+$|^localhost$/i.test(v), { message: 'must be a domain name' }),
  /** Largest inbound email accepted, attachments included (default 25 MB). */
  INBOUND_EMAIL_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(25 * 1024 * 1024),
};

type NotificationEnv = z.output<z.ZodObject<typeof notificationEnvShape>>;

export interface NotificationConfig {
  /** From the environment, both or neither (checked on load); unset: DATA_DIR/vapid.json. */
  vapid?: { publicKey: string; privateKey: string };
  vapidSubject: string;
  emailWindowMs: number;
  visitorEmailDelayMs: number;
}

export interface InboundEmailConfig {
  port: number;
  host: string;
  domain: string;
  maxBytes: number;
}

export function requireNotificationPairs(e: NotificationEnv, ctx: z.RefinementCtx): void {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({ code: 'custom', path: [e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'set both VAPID keys or neither' });
  }
  if (e.INBOUND_SMTP_PORT !== undefined && !e.INBOUND_EMAIL_DOMAIN) {
    ctx.addIssue({ code: 'custom', path: ['INBOUND_EMAIL_DOMAIN'], message: 'required when INBOUND_SMTP_PORT is set (the domain of reply addresses)' });
  }
}

export function toNotificationConfig(e: NotificationEnv, adminEmail: string): NotificationConfig {
  return {
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${adminEmail}`,
    emailWindowMs: e.NOTIFY_EMAIL_WINDOW_SECONDS * 1000,
    visitorEmailDelayMs: e.VISITOR_EMAIL_DELAY_SECONDS * 1000,
  };
}

export function toInboundEmailConfig(e: NotificationEnv): InboundEmailConfig | undefined {
  if (e.INBOUND_SMTP_PORT === undefined || !e.INBOUND_EMAIL_DOMAIN) return undefined;
  return { port: e.INBOUND_SMTP_PORT, host: e.INBOUND_SMTP_HOST, domain: e.INBOUND_EMAIL_DOMAIN.toLowerCase(), maxBytes: e.INBOUND_EMAIL_MAX_BYTES };
}
