import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { uuid } from '../../core/rest/fields';
import { paged } from '../../core/rest/envelope';
import {
  exportQuerySchema,
  historyQuerySchema,
  inlineInputBodySchema,
  messageSchema,
  readBodySchema,
  searchHitSchema,
  searchQuerySchema,
  sendBodySchema,
  sendNamedSchemas,
} from './message.schemas';
import type { MessageService } from './message.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  message: MessageService;
}

const tag = 'message';

export function messageRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/api/message/send',
      operationId: 'sendMessage',
      tag,
      summary: 'Sends a text or rich message; a repeated localId answers the first message instead of storing a second.',
      auth: 'session',
      errors: [404, 409, 429],
      body: sendBodySchema,
      namedSchemas: sendNamedSchemas,
      response: messageSchema,
      handler: ({ ctx, body }) => services.message.send(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/message/delete',
      operationId: 'deleteMessage',
      tag,
      summary: 'Deletes a message; only its sender may.',
      auth: 'session',
      errors: [404],
      body: z.object({ messageId: uuid, clientType: z.union([z.string(), z.number()]).optional() }),
      handler: async ({ ctx, body }) => {
        await services.message.delete(ctx.actor, body);
        return null;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/conversation/:id/message',
      operationId: 'messages',
      tag,
      summary: 'History, newest first, in pages before beforeId; total counts every message the caller may see with these filters.',
      auth: 'session',
      errors: [404],
      params: z.object({ id: uuid }),
      query: historyQuerySchema,
      response: z.array(messageSchema),
      paged: true,
      handler: async ({ ctx, params, query }) => {
        const page = await services.message.history(ctx.actor, { ...query, conversationId: params.id });
        return paged(page.messages, page.total);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversation/read',
      operationId: 'markRead',
      tag,
      summary: 'Ours: the caller has read the conversation up to this message (lastRead); the others get a read event.',
      auth: 'session',
      errors: [404],
      body: readBodySchema,
      response: z.object({ conversationId: z.string(), messageId: z.string(), lastRead: z.object({ id: z.string() }) }),
      handler: ({ ctx, body }) => services.message.read(ctx.actor, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/message/search',
      operationId: 'searchMessages',
      tag,
      summary:
        'Messages containing the query (at least 3 characters, case-insensitive), newest first, at most 50, in the conversations ' +
        'the caller may read (or in conversationId); customers never find internal messages.',
      auth: 'session',
      errors: [404],
      query: searchQuerySchema,
      response: z.array(searchHitSchema),
      handler: ({ ctx, query }) => services.message.search(ctx.actor, { query: query.query ?? '', conversationId: query.conversationId }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/message/inlineInput/update',
      operationId: 'answerInlineInput',
      tag,
      summary:
        "Answers one input of an inline-input form: customers their conversation's forms, agents internal ones. " +
        'Answers the whole updated message (it replaces the stored one); a rating also rates the conversation.',
      auth: 'session',
      errors: [404, 409],
      body: inlineInputBodySchema,
      response: messageSchema,
      handler: ({ ctx, body }) => services.message.answerInlineInput(ctx.actor, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/conversation/message/export',
      operationId: 'exportConversationTranscript',
      tag,
      summary:
        'The conversation as a UTF-8 text transcript (attachment), one line per message in the workspace time zone; ' +
        'for agents and API tokens that may read it (customers: 403).',
      auth: 'session',
      errors: [404],
      query: exportQuerySchema,
      raw: true,
      handler: async ({ ctx, query, res }) => {
        const transcript = await services.message.exportTranscript(ctx.actor, query.id);
        res.status(200);
        res.setHeader('Content-Type', transcript.contentType);
        res.setHeader('Content-Disposition', transcript.disposition);
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        try {
          await pipeline(Readable.from(transcript.chunks), res);
        } catch (err) {
          // The reader went away mid-download: nothing to answer, nothing broken on our side.
          if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
        }
      },
    }),
  ];
}
