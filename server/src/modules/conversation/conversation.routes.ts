import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import {
  conversationSchema,
  countsSchema,
  createBodySchema,
  getQuerySchema,
  idBodySchema,
  listQuerySchema,
  rateBodySchema,
  snoozeBodySchema,
  tagBodySchema,
  updateBodySchema,
} from './conversation.schemas';
import type { ConversationService } from './conversation.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  conversation: ConversationService;
}

const tag = 'conversation';

export function conversationRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/conversation/get',
      tag,
      summary: 'Conversations by id (one, or several joined by commas) that the caller may read; 404 when none.',
      auth: 'session',
      query: getQuerySchema,
      response: z.array(conversationSchema),
      handler: ({ ctx, query }) => services.conversation.get(ctx.actor, query.id),
    }),
    defineRoute({
      method: 'get',
      path: '/api/conversation',
      tag,
      summary: 'The inbox: conversations the caller may read, newest activity first (reverseOrder: oldest), with the spec §3 filters; page with beforeId.',
      auth: 'session',
      query: listQuerySchema,
      response: z.array(conversationSchema),
      handler: ({ ctx, query }) => services.conversation.list(ctx.actor, query),
    }),
    defineRoute({
      method: 'get',
      path: '/api/conversation/counts',
      tag,
      summary: 'Inbox counters over open conversations: me, unassigned, mention, snooze, hidden, and per team of the caller.',
      auth: 'session',
      query: z.object({ clientType: z.string().optional() }),
      response: countsSchema,
      handler: ({ ctx }) => services.conversation.counts(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversation/create',
      tag,
      summary: 'Opens a conversation: agents and API tokens with a customer (or none), a visitor for themselves.',
      auth: 'session',
      body: createBodySchema,
      response: conversationSchema,
      handler: ({ ctx, body }) => services.conversation.create(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversation/update',
      tag,
      summary: 'Changes status, name or hidden, and assigns (addAgent, removeAgent, addTeam, removeTeam). Agents and API tokens.',
      auth: 'session',
      body: updateBodySchema,
      response: conversationSchema,
      handler: ({ ctx, body }) => services.conversation.update(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversation/snooze',
      tag,
      summary: 'Snoozes until a time (ms), or clears with 0.',
      auth: 'session',
      body: snoozeBodySchema,
      response: conversationSchema,
      handler: ({ ctx, body }) => services.conversation.snooze(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/conversation/livechat/start',
      tag,
      summary: 'The calling agent takes the conversation over as a personal (livechat) conversation and is assigned.',
      auth: 'session',
      body: idBodySchema,
      response: conversationSchema,
      handler: ({ ctx, body }) => services.conversation.startLivechat(ctx.actor, body.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/conversation/livechat/end',
      tag,
      summary: 'Closes the personal (livechat) conversation.',
      auth: 'session',
      body: idBodySchema,
      response: conversationSchema,
      handler: ({ ctx, body }) => services.conversation.endLivechat(ctx.actor, body.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tag/conversation/assign',
      tag,
      summary: 'Adds tags to a conversation.',
      auth: 'session',
      body: tagBodySchema,
      response: conversationSchema,
      handler: ({ ctx, body }) => services.conversation.assignTags(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tag/conversation/unassign',
      tag,
      summary: 'Removes tags from a conversation.',
      auth: 'session',
      body: tagBodySchema,
      response: conversationSchema,
      handler: ({ ctx, body }) => services.conversation.unassignTags(ctx.actor, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/conversation/rate',
      tag,
      summary: "Ours: rates the conversation 1 to 5: a visitor's rating is customerRating, an agent's agentRating.",
      auth: 'session',
      body: rateBodySchema,
      response: conversationSchema,
      handler: ({ ctx, body }) => services.conversation.rate(ctx.actor, body),
    }),
  ];
}
