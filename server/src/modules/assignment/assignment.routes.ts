import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../../core/rest/route';
import { clientTypeField, uuid } from '../../core/rest/fields';
import { ASSIGNMENT_MODES } from './assignment-queue';
import { MAX_CAPACITY, type AssignmentService } from './assignment.service';

/** The services these routes call, handed in by the composition root (app/routes.ts). */
interface RouteServices {
  assignment: AssignmentService;
}

const tag = 'assignment';

const teamQueueSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  assignmentMode: z.enum(ASSIGNMENT_MODES),
  length: z.number().int().describe('Conversations waiting for an agent of this team'),
});

const capacitySchema = z.object({
  userId: z.string(),
  capacity: z.number().int().nullable().describe('Most open conversations automatic assignment gives the agent; null: no limit'),
  open: z.number().int().describe('Open conversations assigned to the agent now'),
});

export function assignmentRoutes(services: RouteServices): AnyRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/assignment/queue',
      operationId: 'assignmentQueues',
      tag,
      summary:
        "Automatic-assignment queues the caller's inbox shows: the caller's teams with assignment on (every such team for allConversations agents and API tokens), each with its length, and the total of waiting conversations.",
      auth: 'session',
      query: z.object({ clientType: clientTypeField }),
      response: z.object({ total: z.number().int(), teams: z.array(teamQueueSchema) }),
      handler: ({ ctx }) => services.assignment.queues(ctx.actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/team/assignment',
      operationId: 'setTeamAssignmentMode',
      tag,
      summary:
        "Sets a team's automatic assignment (manageUser): off, roundRobin (members in turn) or leastBusy (fewest open conversations). Switched on, its open conversations without an agent join its queue and are assigned at once where an online member has room.",
      auth: 'session',
      errors: [404],
      body: z.object({ id: uuid, assignmentMode: z.string().max(20).describe('off, roundRobin or leastBusy'), clientType: clientTypeField }),
      response: teamQueueSchema,
      handler: ({ ctx, body }) => services.assignment.setTeamMode(ctx.actor, { teamId: body.id, assignmentMode: body.assignmentMode }),
    }),
    defineRoute({
      method: 'get',
      path: '/api/admin/agent/capacity',
      operationId: 'getAgentCapacity',
      tag,
      summary: "An agent's capacity and open conversations (managers, or the agent themself).",
      auth: 'session',
      errors: [404],
      query: z.object({ userId: uuid, clientType: clientTypeField }),
      response: capacitySchema,
      handler: ({ ctx, query }) => services.assignment.capacity(ctx.actor, query.userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/admin/agent/capacity',
      operationId: 'setAgentCapacity',
      tag,
      summary: `Sets an agent's capacity (manageUser): 0 to ${MAX_CAPACITY} open conversations automatic assignment may give them, or null for no limit. More room lets waiting conversations through at once.`,
      auth: 'session',
      errors: [404],
      body: z.object({ userId: uuid, capacity: z.number().nullable().describe('null: no limit'), clientType: clientTypeField }),
      response: capacitySchema,
      handler: ({ ctx, body }) => services.assignment.setCapacity(ctx.actor, { agentId: body.userId, capacity: body.capacity }),
    }),
  ];
}
