import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import {
  consoleFocusSchema,
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
  notificationSettingsSchema,
  pushSubscribeSchema,
  pushSubscriptionIdSchema,
  pushSubscriptionSchema,
} from './notification.schemas';
import type { NotificationService } from './notification.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  notification: NotificationService;
}

const tag = 'notifications';

export function notificationRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/notification/settings',
      operationId: 'notificationSettings',
      tag,
      summary: 'The signed-in agent’s notification settings: the Web Push key, their subscribed browsers, what they are told of by push and by email.',
      auth: 'session',
      response: notificationSettingsSchema,
      handler: ({ ctx }) => services.notification.settings(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/notification/push/subscribe',
      operationId: 'subscribePush',
      tag,
      summary:
        'This browser receives Web Push: the body is PushSubscription.toJSON() (endpoint, keys) and an optional label. One row per endpoint; subscribing again replaces it.',
      auth: 'session',
      body: pushSubscribeSchema,
      response: pushSubscriptionSchema,
      handler: ({ ctx, body, req }) => services.notification.subscribe(ctx.actor, body, req.headers['user-agent']),
    }),
    defineRoute({
      method: 'post',
      path: '/api/notification/push/remove',
      operationId: 'removePushSubscription',
      errors: [404],
      tag,
      summary: 'Stops pushes to one of the agent’s browsers.',
      auth: 'session',
      body: pushSubscriptionIdSchema,
      response: z.boolean(),
      handler: ({ ctx, body }) => services.notification.remove(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/notification/preferences',
      operationId: 'updateNotificationPreferences',
      tag,
      summary: 'What the agent is told of by push and by email, per kind (newConversation, assignedMessage, mention); each kind given is replaced whole.',
      auth: 'session',
      body: notificationPreferencesPatchSchema,
      response: notificationPreferencesSchema,
      handler: ({ ctx, body }) => services.notification.updatePreferences(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/notification/focus',
      operationId: 'reportConsoleFocus',
      tag,
      summary:
        'A console tab gained focus (held 90 s; the console says so each minute) or lost it. No push is sent while a tab of the agent has focus. The console sends the blur of a closing tab as a beacon (JSON).',
      auth: 'session',
      body: consoleFocusSchema,
      response: z.boolean(),
      handler: ({ ctx, body }) => services.notification.reportFocus(ctx.actor, body),
    }),
  ];
}
