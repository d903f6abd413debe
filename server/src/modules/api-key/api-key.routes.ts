import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import type { ApiKeyService } from './api-key.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  apiKey: ApiKeyService;
}

const apiKeySchema = z.object({
  name: z.string(),
  key: z.string(),
  secret: z.string().describe('Signs visitor refIds (HMAC-SHA256) for identity verification; keep it on your server.'),
  permissions: z.array(z.string()),
  identityVerification: z.boolean().describe('Visitors must send refIdHash = hex HMAC-SHA256(refId, secret) with their refId'),
  createDate: z.number(),
});

export function apiKeyRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/setting/apiKey',
      operationId: 'apiKeys',
      tag: 'developer',
      summary: 'API keys of the workspace (manageSettings).',
      auth: 'session',
      response: z.array(apiKeySchema),
      handler: ({ ctx }) => services.apiKey.list(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/setting/apiKey/create',
      operationId: 'createApiKey',
      tag: 'developer',
      summary: 'Creates an API key; keys made here always carry the sdk permission.',
      auth: 'session',
      body: z.object({ name: z.string().max(100), permissions: z.array(z.string()).max(20).optional() }),
      response: apiKeySchema,
      handler: ({ ctx, body }) => services.apiKey.create(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/setting/apiKey/update',
      operationId: 'updateApiKey',
      tag: 'developer',
      summary:
        "Turns identity verification on or off. While any key of the workspace has it on, a visitor refId through any of its keys needs refIdHash = HMAC-SHA256(refId, that key's secret) in hex; switching it on ends the visitor sessions whose refId was never proven.",
      auth: 'session',
      errors: [404],
      body: z.object({ key: z.string().min(1).max(200), identityVerification: z.boolean() }),
      response: apiKeySchema,
      handler: ({ ctx, body }) => services.apiKey.update(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/setting/apiKey/delete',
      operationId: 'deleteApiKey',
      tag: 'developer',
      summary: 'Deletes an API key; widgets using it can no longer start sessions.',
      auth: 'session',
      errors: [404],
      body: z.object({ key: z.string().min(1).max(200), secret: z.string().max(200).optional() }),
      handler: async ({ ctx, body }) => {
        await services.apiKey.delete(ctx.actor, body);
        return null;
      },
    }),
  ];
}
