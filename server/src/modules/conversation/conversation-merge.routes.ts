import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { uuid } from '../../core/rest/fields';
import type { ConversationMergeService } from './conversation-merge.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  conversationMerge: ConversationMergeService;
}

const tag = 'conversation';

export const mergeBodySchema = z.object({
  sourceId: uuid.describe('The duplicate: it becomes read-only and links to the target'),
  targetId: uuid.describe('The survivor: it receives the messages (in time order), tags and assignments'),
});

export const mergeUndoBodySchema = z.object({ mergeId: uuid });

export const mergeResultSchema = z.object({
  mergeId: z.string(),
  sourceId: z.string(),
  targetId: z.string(),
  undoUntil: z.number().describe('ms: the merge can be undone until then (30 s after it)'),
  undone: z.boolean(),
  movedMessages: z.number().describe('Messages that moved from the source into the target'),
});

export function conversationMergeRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/conversation/merge',
      operationId: 'mergeConversation',
      tag,
      summary:
        'Merges a duplicate conversation into another: its messages join the target in time order after a system notice at the seam, tags and ' +
        'assignments join, the source becomes read-only (closed, mergedInto set) and its visitor lands in the target. Both must belong to the same ' +
        'customer (400 otherwise: merge the customers first). allConversations or manageUser, and reading both conversations (an agent who reads ' +
        'only their own merges only those; 404 for one they cannot read).',
      auth: 'session',
      errors: [404, 409],
      body: mergeBodySchema,
      response: mergeResultSchema,
      handler: ({ ctx, body }) => services.conversationMerge.merge(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversation/merge/undo',
      operationId: 'undoConversationMerge',
      tag,
      summary:
        'Undoes a merge within 30 seconds: both conversations as they were (messages the target received since stay there). 410 after. ' +
        'The same rights as the merge: reading both conversations.',
      auth: 'session',
      errors: [404, 409, 410],
      body: mergeUndoBodySchema,
      response: mergeResultSchema,
      handler: ({ ctx, body }) => services.conversationMerge.undo(ctx.actor, body),
    }),
  ];
}
