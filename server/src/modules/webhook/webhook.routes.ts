import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import {
  webhookCreateSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookIdSchema,
  webhookRedeliverSchema,
  webhookSchema,
  webhookUpdateSchema,
} from './webhook.schemas';
import type { WebhookService } from './webhook.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  webhook: WebhookService;
}

const tag = 'webhooks';
const strip = <T extends { clientType?: unknown }>({ clientType: _c, ...rest }: T) => rest;

export function webhookRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/webhook',
      operationId: 'webhooks',
      tag,
      summary: 'The workspace’s outgoing webhooks, oldest first (manageSettings). Secrets are never listed.',
      auth: 'session',
      response: z.array(webhookSchema),
      handler: ({ ctx }) => services.webhook.list(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/webhook/create',
      operationId: 'createWebhook',
      tag,
      summary:
        'Subscribes a URL to events (manageSettings; at most 20 a workspace). The answer holds the signing secret, shown this once; deliveries are POSTed with Parley-Signature (docs/integrations.md).',
      auth: 'session',
      body: webhookCreateSchema,
      response: webhookSchema,
      handler: ({ ctx, body }) => services.webhook.create(ctx.actor, strip(body)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/webhook/update',
      operationId: 'updateWebhook',
      errors: [404],
      tag,
      summary: 'Changes a webhook’s URL, events, description or internal-notes choice, or turns it off or on; turned on, what waited is delivered in order.',
      auth: 'session',
      body: webhookUpdateSchema,
      response: webhookSchema,
      handler: ({ ctx, body }) => services.webhook.update(ctx.actor, strip(body)),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/webhook/delete',
      operationId: 'deleteWebhook',
      errors: [404],
      tag,
      summary: 'Deletes a webhook and its delivery log.',
      auth: 'session',
      body: webhookIdSchema,
      response: z.boolean(),
      handler: ({ ctx, body }) => services.webhook.delete(ctx.actor, body.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/webhook/rotateSecret',
      operationId: 'rotateWebhookSecret',
      errors: [404],
      tag,
      summary: 'Replaces the signing secret: the answer holds the new one; for 24 hours deliveries carry a signature with each (two v1 values).',
      auth: 'session',
      body: webhookIdSchema,
      response: webhookSchema,
      handler: ({ ctx, body }) => services.webhook.rotateSecret(ctx.actor, body.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/webhook/ping',
      operationId: 'pingWebhook',
      errors: [404],
      tag,
      summary: 'Sends a `ping` event to the webhook now; answers its delivery (pending until the receiver answers).',
      auth: 'session',
      body: webhookIdSchema,
      response: webhookDeliverySchema,
      handler: ({ ctx, body }) => services.webhook.ping(ctx.actor, body.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/webhook/delivery',
      operationId: 'webhookDeliveries',
      errors: [404],
      tag,
      summary: 'The webhook’s delivery log, newest first: attempts, the last status, duration and the start of the answer; `before` pages back.',
      auth: 'session',
      query: webhookDeliveryQuerySchema,
      response: z.object({ items: z.array(webhookDeliverySchema), hasMore: z.boolean() }),
      handler: ({ ctx, query }) => services.webhook.deliveryLog(ctx.actor, query.id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/webhook/delivery/redeliver',
      operationId: 'redeliverWebhook',
      errors: [404],
      tag,
      summary: 'Sends a delivery again: the same event id and body, after what is already waiting.',
      auth: 'session',
      body: webhookRedeliverSchema,
      response: webhookDeliverySchema,
      handler: ({ ctx, body }) => services.webhook.redeliver(ctx.actor, body.id, body.deliveryId),
    }),
  ];
}
