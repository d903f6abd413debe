import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import type { WorkspaceService } from './workspace.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  workspace: WorkspaceService;
}

export function workspaceRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/system/workspace/create',
      operationId: 'createWorkspace',
      tag: 'system',
      summary:
        'System API (permission system, held by the install operator only): creates a workspace and emails its owner an invitation (permissions all). The owner joins by accepting it, choosing a password there if they have none; nobody else sets it. ownerPassword is refused (400).',
      auth: 'session',
      body: z.object({
        name: z.string().max(100),
        ownerEmail: z.string().trim().max(320).pipe(z.email()),
        ownerDisplayName: z.string().max(200),
        // Kept in the schema only to refuse it with a clear 400 instead of silently ignoring it.
        ownerPassword: z.unknown().optional().describe('Refused: the owner sets their own password when accepting'),
      }),
      response: z.object({ id: z.string(), name: z.string(), invitation: z.object({ email: z.string(), expiresAt: z.number() }) }),
      handler: ({ ctx, body }) => services.workspace.createWithOwner(ctx.actor, body),
    }),
  ];
}
