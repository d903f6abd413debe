import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { uuid } from '../../core/rest/fields';
import type { CustomerMergeService } from './customer-merge.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  customerMerge: CustomerMergeService;
}

export function customerMergeRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/admin/customer/merge',
      operationId: 'mergeCustomer',
      tag: 'customer',
      summary:
        "Merges a duplicate customer into another: the source's conversations, notes and tags become the target's, and the source is archived. " +
        "The source's widget sessions end (their tokens answer 401, their sockets close), and so do an anonymous target's; an identified customer " +
        'is not merged into an anonymous visitor (400). Not undoable. allConversations or manageUser.',
      auth: 'session',
      errors: [404],
      body: z.object({ sourceId: uuid, targetId: uuid }),
      response: z.object({ sourceId: z.string(), targetId: z.string(), conversationIds: z.array(z.string()) }),
      handler: ({ ctx, body }) => services.customerMerge.merge(ctx.actor, body),
    }),
  ];
}
