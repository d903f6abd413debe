import { z } from 'zod';
import { PERMISSIONS } from '../../auth/permissions';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import type { ApiTokenService } from './api-token.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  apiToken: ApiTokenService;
}

const apiTokenSchema = z.object({
  name: z.string(),
  token: z.string().describe('Public id of the token'),
  secret: z.string().nullable().describe('Only in the answer to create; send `Authorization: Bearer <token>.<secret>`'),
  permissions: z.array(z.string()),
  createDate: z.number(),
  lastUsed: z.number().nullable(),
});

export function apiTokenRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/apiToken',
      operationId: 'apiTokens',
      tag: 'developer',
      summary: 'API tokens of the workspace (manageSettings). Secrets are never listed.',
      auth: 'session',
      response: z.array(apiTokenSchema),
      handler: ({ ctx }) => services.apiToken.list(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/apiToken/create',
      operationId: 'createApiToken',
      tag: 'developer',
      summary: 'Creates an API token. The answer holds its secret, shown this once.',
      auth: 'session',
      body: z.object({ name: z.string().max(100), permissions: z.array(z.enum(PERMISSIONS)).max(10).default([]) }),
      response: apiTokenSchema,
      handler: ({ ctx, body }) => services.apiToken.create(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/apiToken/delete',
      operationId: 'deleteApiToken',
      tag: 'developer',
      summary: 'Revokes an API token at once.',
      auth: 'session',
      errors: [404],
      body: z.object({ token: z.string().min(1).max(200), secret: z.string().max(200).optional() }),
      handler: async ({ ctx, body }) => {
        await services.apiToken.delete(ctx.actor, body);
        return null;
      },
    }),
  ];
}
