import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { cannedReplySchema, createBodySchema, idBodySchema, listQuerySchema, updateBodySchema } from './canned-reply.schemas';
import type { CannedReplyService } from './canned-reply.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  cannedReply: CannedReplyService;
}

const tag = 'canned replies';
const variables =
  'Content may use {{customer.displayName}}, {{customer.email}}, {{agent.displayName}} and {{agent.email}}, filled in by the console on insert.';

export function cannedReplyRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/cannedReply',
      operationId: 'cannedReplies',
      tag,
      summary: "The workspace's canned replies and the caller's personal ones, by short code (API tokens: workspace ones). Every agent.",
      auth: 'session',
      query: listQuerySchema,
      response: z.array(cannedReplySchema),
      handler: ({ ctx, query }) => services.cannedReply.list(ctx.actor, { scope: query.scope }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/cannedReply/create',
      operationId: 'createCannedReply',
      tag,
      summary:
        'Creates a canned reply: scope workspace (manageSettings) or personal (the calling agent owns it), shortCode (1 to 32 letters, digits, - or _; unique ignoring case in its scope), ' +
        `content {en, zh, zh_cn} (at least one; at most 5000 characters each). ${variables}`,
      auth: 'session',
      body: createBodySchema,
      response: cannedReplySchema,
      handler: ({ ctx, body }) => services.cannedReply.create(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/cannedReply/update',
      operationId: 'updateCannedReply',
      tag,
      summary:
        'Changes the short code and/or the content of a canned reply (its scope stays): a workspace one with manageSettings, a personal one by its owner.',
      auth: 'session',
      errors: [404],
      body: updateBodySchema,
      response: cannedReplySchema,
      handler: ({ ctx, body }) => services.cannedReply.update(ctx.actor, body.id, { shortCode: body.shortCode, content: body.content }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/cannedReply/delete',
      operationId: 'deleteCannedReply',
      tag,
      summary: 'Deletes a canned reply (a workspace one with manageSettings, a personal one by its owner); messages sent with it keep their text.',
      auth: 'session',
      errors: [404],
      body: idBodySchema,
      response: z.boolean(),
      handler: ({ ctx, body }) => services.cannedReply.delete(ctx.actor, body.id),
    }),
  ];
}
