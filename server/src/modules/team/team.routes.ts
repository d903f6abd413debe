import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { clientTypeField } from '../../core/rest/fields';
import type { TeamService } from './team.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  team: TeamService;
}

const tag = 'teams';

const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  agent: z.array(z.string()).describe('Member agent ids'),
  assignmentMode: z.string().describe('Automatic assignment: off, roundRobin or leastBusy (POST /api/admin/team/assignment)'),
});
const agentIds = z.array(z.string().max(64)).max(500);

export function teamRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/admin/team',
      operationId: 'teams',
      tag,
      summary:
        'Teams of the workspace by name, with their members. Any agent or API token may list them (the inbox assign menu and team views need them); changes need manageUser.',
      auth: 'session',
      query: z.object({
        size: z.coerce.number().int().min(0).optional().describe('0 or absent: all'),
        limit: z.coerce.number().int().min(0).optional().describe('Same as size'),
        clientType: clientTypeField,
      }),
      response: z.array(teamSchema),
      handler: ({ ctx, query }) => services.team.list(ctx.actor, { size: query.size ?? query.limit }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/team/create',
      operationId: 'createTeam',
      tag,
      summary: "Creates a team (manageUser); the name is trimmed and unique per workspace ignoring case (400 'Team name already exists').",
      auth: 'session',
      body: z.object({ name: z.string().max(1000), agent: agentIds.optional(), clientType: clientTypeField }),
      response: teamSchema,
      handler: ({ ctx, body }) => services.team.create(ctx.actor, { name: body.name, agent: body.agent }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/team/update',
      operationId: 'updateTeam',
      tag,
      summary: 'Renames a team and/or replaces its member list (manageUser).',
      auth: 'session',
      errors: [404],
      body: z.object({ id: z.string().max(64), name: z.string().max(1000).optional(), agent: agentIds.optional(), clientType: clientTypeField }),
      response: teamSchema,
      handler: ({ ctx, body }) => services.team.update(ctx.actor, { id: body.id, name: body.name, agent: body.agent }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/team/delete',
      operationId: 'deleteTeam',
      tag,
      summary: 'Deletes a team (manageUser); conversations assigned to it lose it, each with a notice.',
      auth: 'session',
      errors: [404],
      body: z.object({ id: z.string().max(64), clientType: clientTypeField }),
      response: z.null(),
      handler: async ({ ctx, body }) => {
        await services.team.delete(ctx.actor, body.id);
        return null;
      },
    }),
  ];
}
