import { defineRoute } from '../../core/rest/route';
import { updatesPageSchema, updatesQuerySchema } from './updates.schemas';

export const updatesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/updates',
    tag: 'realtime',
    summary: 'What the caller missed since a cursor: conversations and messages changed after it, oldest first, as they are now (docs/realtime.md).',
    auth: 'session',
    query: updatesQuerySchema,
    response: updatesPageSchema,
    handler: ({ services, ctx, query }) => services.updates.since(ctx.actor, { since: query.since, size: query.size }),
  }),
];
