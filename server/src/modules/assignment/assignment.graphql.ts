import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { AppError } from '../../common/errors';
import type { GqlContext } from '../graphql-context';
import { AgentType } from '../agent/agent.graphql';
import type { AgentView } from '../agent/agent.types';
import type { CapacityView, QueuesView, TeamQueueView, AssignmentService } from './assignment.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  assignment: AssignmentService;
}

@ObjectType('TeamQueue', { description: "A team's automatic assignment and its queue" })
export class TeamQueueType {
  @Field(() => ID)
  teamId: string;

  @Field()
  name: string;

  @Field({ description: 'off, roundRobin or leastBusy' })
  assignmentMode: string;

  @Field(() => Int, { description: 'Conversations waiting for an agent of this team' })
  length: number;
}

@ObjectType('AssignmentQueues')
export class AssignmentQueuesType {
  @Field(() => Int, { description: 'Conversations waiting in any of these queues (once each)' })
  total: number;

  @Field(() => [TeamQueueType])
  teams: TeamQueueView[];
}

@ObjectType('AgentCapacity')
export class AgentCapacityType {
  @Field(() => ID)
  userId: string;

  @Field(() => Int, { nullable: true, description: 'Most open conversations automatic assignment gives the agent; null: no limit' })
  capacity: number | null;

  @Field(() => Int, { description: 'Open conversations assigned to the agent now' })
  open: number;
}

/** GraphQL door of the assignment service (REST twins: /api/assignment/queue, /api/admin/team/assignment, /api/admin/agent/capacity). */
@Resolver()
export class AssignmentResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => AssignmentQueuesType, { description: "GET /api/assignment/queue: the queues the caller's inbox shows" })
  assignmentQueues(@Ctx() { ctx }: GqlContext): Promise<QueuesView> {
    return this.services.assignment.queues(ctx.actor);
  }

  @Authorized()
  @Mutation(() => TeamQueueType, { description: 'POST /api/admin/team/assignment (manageUser)' })
  setTeamAssignmentMode(
    @Arg('teamId', () => ID) teamId: string,
    @Arg('assignmentMode') assignmentMode: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<TeamQueueView> {
    return this.services.assignment.setTeamMode(ctx.actor, { teamId, assignmentMode });
  }

  @Authorized()
  @Mutation(() => AgentCapacityType, { description: 'POST /api/admin/agent/capacity (manageUser); null: no limit' })
  setAgentCapacity(
    @Arg('userId', () => ID) userId: string,
    @Arg('capacity', () => Int, { nullable: true }) capacity: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<CapacityView> {
    return this.services.assignment.setCapacity(ctx.actor, { agentId: userId, capacity });
  }
}

/** Agent.capacity: the agent page shows and edits it (managers and the agent themself). */
@Resolver(() => AgentType)
export class AgentCapacityResolver {
  constructor(private readonly services: ResolverServices) {}

  @FieldResolver(() => AgentCapacityType, { nullable: true, description: 'GET /api/admin/agent/capacity; null for callers who may not see it' })
  async capacity(@Root() agent: AgentView, @Ctx() { ctx }: GqlContext): Promise<CapacityView | null> {
    return this.services.assignment.capacity(ctx.actor, agent.id).catch((err: unknown) => {
      if (err instanceof AppError && err.kind === 'FORBIDDEN') return null;
      throw err;
    });
  }
}
