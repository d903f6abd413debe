import { z } from 'zod';
import { defineRoute } from '../../http/rest/route';

export const workspaceRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/system/workspace/create',
    tag: 'system',
    summary:
      'System API (permission system): creates a workspace and its owner. An owner email that already signs in keeps its password; otherwise ownerPassword is required.',
    auth: 'session',
    body: z.object({
      name: z.string().max(100),
      ownerEmail: z.string().trim().max(320).pipe(z.email()),
      ownerDisplayName: z.string().max(200),
      ownerPassword: z.string().max(1024).optional(),
    }),
    response: z.object({ id: z.string(), name: z.string() }),
    handler: ({ services, ctx, body }) => services.workspace.createWithOwner(ctx.actor, body),
  }),
];
