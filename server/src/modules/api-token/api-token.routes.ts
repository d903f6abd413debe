import { z } from 'zod';
import { PERMISSIONS } from '../../auth/permissions';
import { defineRoute } from '../../core/rest/route';

const apiTokenSchema = z.object({
  name: z.string(),
  token: z.string().describe('Public id of the token'),
  secret: z.string().nullable().describe('Only in the answer to create; send `Authorization: Bearer <token>.<secret>`'),
  permissions: z.array(z.string()),
  createDate: z.number(),
  lastUsed: z.number().nullable(),
});

export const apiTokenRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/apiToken',
    tag: 'developer',
    summary: 'API tokens of the workspace (manageSettings). Secrets are never listed.',
    auth: 'session',
    response: z.array(apiTokenSchema),
    handler: ({ services, ctx }) => services.apiToken.list(ctx.actor),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/apiToken/create',
    tag: 'developer',
    summary: 'Creates an API token. The answer holds its secret, shown this once.',
    auth: 'session',
    body: z.object({ name: z.string().max(100), permissions: z.array(z.enum(PERMISSIONS)).max(10).default([]) }),
    response: apiTokenSchema,
    handler: ({ services, ctx, body }) => services.apiToken.create(ctx.actor, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/apiToken/delete',
    tag: 'developer',
    summary: 'Revokes an API token at once.',
    auth: 'session',
    body: z.object({ token: z.string().min(1).max(200), secret: z.string().max(200).optional() }),
    handler: async ({ services, ctx, body }) => {
      await services.apiToken.delete(ctx.actor, body);
      return null;
    },
  }),
];
