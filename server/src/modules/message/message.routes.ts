import { z } from 'zod';
import { defineRoute } from '../../http/rest/route';
import { paged } from '../../http/rest/envelope';
import { uuid } from '../conversation/conversation.schemas';
import { historyQuerySchema, messageSchema, readBodySchema, sendBodySchema } from './message.schemas';

const tag = 'message';

export const messageRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/message/send',
    tag,
    summary: 'Sends a text or rich message; a repeated localId answers the first message instead of storing a second.',
    auth: 'session',
    body: sendBodySchema,
    response: messageSchema,
    handler: ({ services, ctx, body }) => services.message.send(ctx.actor, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/message/delete',
    tag,
    summary: 'Deletes a message; only its sender may.',
    auth: 'session',
    body: z.object({ messageId: uuid, clientType: z.union([z.string(), z.number()]).optional() }),
    handler: async ({ services, ctx, body }) => {
      await services.message.delete(ctx.actor, body);
      return null;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/conversation/:id/message',
    tag,
    summary: 'History, newest first, in pages before beforeId; total counts every message the caller may see with these filters.',
    auth: 'session',
    params: z.object({ id: uuid }),
    query: historyQuerySchema,
    response: z.array(messageSchema),
    paged: true,
    handler: async ({ services, ctx, params, query }) => {
      const page = await services.message.history(ctx.actor, { ...query, conversationId: params.id });
      return paged(page.messages, page.total);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/conversation/read',
    tag,
    summary: 'Ours: the caller has read the conversation up to this message (lastRead); the others get a read event.',
    auth: 'session',
    body: readBodySchema,
    response: z.object({ conversationId: z.string(), messageId: z.string(), lastRead: z.object({ id: z.string() }) }),
    handler: ({ services, ctx, body }) => services.message.read(ctx.actor, body),
  }),
];
