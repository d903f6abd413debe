import { z } from 'zod';
import { sendDownload } from '../../common/csv';
import { paged } from '../../core/rest/envelope';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { adminGetQuerySchema, agentSchema, getQuerySchema, listQuerySchema, reportQuerySchema, updateBodySchema, userIdBodySchema } from './agent.schemas';
import type { AgentService } from './agent.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  agent: AgentService;
}

const tag = 'agents';

export function agentRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/agent/get',
      operationId: 'getAgents',
      tag,
      summary: 'Agents of the workspace by id (one, or several joined by commas); agents and API tokens. 404 when none.',
      auth: 'session',
      errors: [404],
      query: getQuerySchema,
      response: z.array(agentSchema),
      handler: ({ ctx, query }) => services.agent.get(ctx.actor, query.userId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/agent/available',
      operationId: 'agents',
      tag,
      summary: 'Every agent of the workspace, oldest first, for pickers (agents and API tokens); size 0 or absent: all.',
      auth: 'session',
      query: listQuerySchema,
      response: z.array(agentSchema),
      handler: ({ ctx, query }) => services.agent.available(ctx.actor, { size: query.size ?? query.limit, offset: query.offset }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/agent',
      operationId: 'listAgents',
      tag,
      summary: 'The agents table (manageUser), oldest first, with total; size 0 or absent: all.',
      auth: 'session',
      query: listQuerySchema,
      paged: true,
      response: z.array(agentSchema),
      handler: async ({ ctx, query }) => {
        const { items, total } = await services.agent.list(ctx.actor, { size: query.size ?? query.limit, offset: query.offset });
        return paged(items, total);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/agent/get',
      operationId: 'getAdminAgents',
      tag,
      summary: 'Agent profiles by id (manageUser); fields=conversations adds their newest 20 conversations the caller may read.',
      auth: 'session',
      errors: [404],
      query: adminGetQuerySchema,
      response: z.array(agentSchema),
      handler: ({ ctx, query }) => services.agent.adminGet(ctx.actor, query.userId, { conversations: query.fields?.includes('conversations') ?? false }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/agent/update',
      operationId: 'updateAgent',
      tag,
      summary:
        'Changes permissions (spec §6 values), custom fields, profile picture, display name or tags (manageUser). ' +
        'The last agent who can manage users cannot give that up (400).',
      auth: 'session',
      errors: [404],
      body: updateBodySchema,
      response: agentSchema,
      handler: ({ ctx, body }) =>
        services.agent.update(ctx.actor, {
          id: body.userId,
          permissions: body.permissions,
          fields: body.fields,
          profilePic: body.profilePic,
          displayName: body.displayName,
          tags: body.tags,
        }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/agent/delete',
      operationId: 'deleteAgent',
      tag,
      summary:
        'Ends the agent’s membership of this workspace (manageUser): their conversations become unassigned, their messages stay. ' +
        'The last agent who can manage users cannot be deleted (400).',
      auth: 'session',
      errors: [404],
      body: userIdBodySchema,
      response: z.null(),
      handler: async ({ ctx, body }) => {
        await services.agent.delete(ctx.actor, body.userId);
        return null;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/report/agent/download',
      operationId: 'downloadAgentReport',
      tag: 'reports',
      summary: 'The agent report as CSV (report permission): UTF-8 with BOM, streamed.',
      auth: 'session',
      query: reportQuerySchema,
      raw: true,
      handler: async ({ ctx, res }) => sendDownload(res, await services.agent.report(ctx.actor)),
    }),
  ];
}
