import { z } from 'zod';
import { defineRoute } from '../../http/rest/route';
import { uuid } from '../conversation/conversation.schemas';

export const customerMergeRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/admin/customer/merge',
    tag: 'customer',
    summary:
      "Merges a duplicate customer into another: the source's conversations, notes, tags and widget sessions become the target's (the visitor's token " +
      'keeps working as the target), and the source is archived. Not undoable. allConversations or manageUser.',
    auth: 'session',
    body: z.object({ sourceId: uuid, targetId: uuid }),
    response: z.object({ sourceId: z.string(), targetId: z.string(), conversationIds: z.array(z.string()) }),
    handler: ({ services, ctx, body }) => services.customerMerge.merge(ctx.actor, body),
  }),
];
