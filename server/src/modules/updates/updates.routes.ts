import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { updatesPageSchema, updatesQuerySchema } from './updates.schemas';
import type { UpdatesService } from './updates.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  updates: UpdatesService;
}

export function updatesRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/updates',
      operationId: 'updatesSince',
      tag: 'realtime',
      summary: 'What the caller missed since a cursor: conversations and messages changed after it, oldest first, as they are now (docs/realtime.md).',
      auth: 'session',
      query: updatesQuerySchema,
      response: updatesPageSchema,
      handler: ({ ctx, query }) => services.updates.since(ctx.actor, { since: query.since, size: query.size }),
    }),
  ];
}
