import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { clientTypeField, idListParam } from '../../core/rest/fields';
import type { PresenceService } from './presence.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  presence: PresenceService;
}

export const presenceSchema = z.object({
  userId: z.string(),
  userType: z.enum(['agent', 'customer']),
  online: z.boolean().describe('Has an open realtime connection on some node'),
  lastActivity: z.number().nullable().describe('ms; null: never seen'),
});

export function presenceRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/presence',
      operationId: 'presence',
      tag: 'realtime',
      summary: 'online and lastActivity of agents and customers of the workspace, by id (agents and API tokens).',
      auth: 'session',
      query: z.object({
        userId: idListParam,
        clientType: clientTypeField,
      }),
      response: z.array(presenceSchema),
      handler: ({ ctx, query }) => services.presence.lookup(ctx.actor, query.userId),
    }),
  ];
}
