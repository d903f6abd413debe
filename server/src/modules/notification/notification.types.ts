import type { z } from 'zod';
import type { notificationSettingsSchema, pushSubscriptionSchema } from './notification.schemas';

export type PushSubscriptionView = z.output<typeof pushSubscriptionSchema>;
export type NotificationSettingsView = z.output<typeof notificationSettingsSchema>;
