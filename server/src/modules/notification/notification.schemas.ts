import { z } from 'zod';
import { uuid } from '../../core/rest/fields';
import { NOTIFICATION_KINDS } from './notification-rules';

const channels = z.object({ push: z.boolean(), email: z.boolean() });

export const notificationPreferencesSchema = z.object({
  newConversation: channels.describe('A new conversation assigned to you, in one of your teams, or unassigned while you are on duty'),
  assignedMessage: channels.describe('A customer’s message in a conversation assigned to you'),
  mention: channels.describe('An internal note mentioning you'),
});

export const pushSubscriptionSchema = z.object({
  id: z.string(),
  label: z.string().describe('The browser and system it was made on'),
  createdAt: z.number(),
  lastPushAt: z.number().nullable(),
});

export const notificationSettingsSchema = z.object({
  pushPublicKey: z.string().describe('The VAPID public key (base64url): pushManager.subscribe’s applicationServerKey'),
  emailWindowMinutes: z.number().describe('Minutes between two notification emails to one agent at most (the batching window)'),
  preferences: notificationPreferencesSchema,
  pushSubscriptions: z.array(pushSubscriptionSchema),
});

/** Partial: each kind given is replaced whole; the others stay. */
export const notificationPreferencesPatchSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channels.optional()])) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodOptional<typeof channels>>,
  )
  .strict();

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'notification.notAPushKey');

/** What a browser's PushSubscription.toJSON() holds, and the label shown in the profile. */
export const pushSubscribeSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  label: z.string().trim().max(100).optional(),
});

export const pushSubscriptionIdSchema = z.object({ id: uuid });

export const consoleFocusSchema = z.object({
  tabId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  focused: z.boolean(),
});
