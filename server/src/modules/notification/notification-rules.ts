import { z } from 'zod';

/** What an agent may be told of when no console of theirs is looking (issue 54's event → channel table). */
export const NOTIFICATION_KINDS = ['newConversation', 'assignedMessage', 'mention'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationChannels {
  push: boolean;
  email: boolean;
}
export type NotificationPreferences = Record<NotificationKind, NotificationChannels>;

/** Everything on: an agent who never chose hears of every kind, by push on browsers they allowed and by email while offline. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  newConversation: { push: true, email: true },
  assignedMessage: { push: true, email: true },
  mention: { push: true, email: true },
};

/** The key of an agent's choice in user_configuration. */
export const PREFERENCES_KEY = 'notificationPreferences';

const stored = z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.object({ push: z.boolean(), email: z.boolean() }).optional()]))).partial();

/** The stored choice over the defaults; a stored value that does not parse counts as none. */
export function withDefaults(value: unknown): NotificationPreferences {
  const parsed = stored.safeParse(value ?? {});
  const given = (parsed.success ? parsed.data : {}) as Partial<NotificationPreferences>;
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, { ...DEFAULT_PREFERENCES[k], ...given[k] }])) as NotificationPreferences;
}

/** Sender types that make an agent notification: a customer writing. Automatic and system messages never do (spec §6). */
export const NOTIFYING_SENDERS = new Set(['customer']);

/** Permissions that read conversations nobody is assigned to (auth/permissions.ts hasPermission's groups). */
export const READS_UNASSIGNED = ['all', 'console', 'allConversations'] as const;

/** A focused console tab holds for this long unless it says so again (it does every minute). */
export const FOCUS_HOLD_MS = 90_000;

/** The few words of a message a push or an email shows. */
export const EXCERPT_CHARS = 140;

export function excerpt(text: string | null | undefined): string {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t.length > EXCERPT_CHARS ? `${t.slice(0, EXCERPT_CHARS - 1)}…` : t;
}
