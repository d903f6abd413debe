import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import { AgentType } from '../agent/agent.graphql';
import type { AgentView } from '../agent/agent.types';
import type { AgentService } from '../agent/agent.service';
import type { TeamService, TeamView } from './team.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  agent: AgentService;
  team: TeamService;
}

@ObjectType('Team', { description: 'Spec §3 Team' })
export class TeamType {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => [ID], { description: 'Member agent ids' })
  agent: string[];

  @Field({ description: 'Automatic assignment: off, roundRobin or leastBusy (setTeamAssignmentMode)' })
  assignmentMode: string;
}

/** GraphQL door of the team service (REST twins under /api/admin/team). */
@Resolver(() => TeamType)
export class TeamResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => [TeamType], { description: 'GET /api/admin/team: every team by name (any agent; the inbox assign menu lists them)' })
  teams(@Ctx() { ctx }: GqlContext): Promise<TeamView[]> {
    return this.services.team.list(ctx.actor);
  }

  @Authorized()
  @Mutation(() => TeamType, { description: "POST /api/admin/team/create (manageUser); 'Team name already exists' on a duplicate" })
  createTeam(@Arg('name') name: string, @Arg('agent', () => [ID], { nullable: true }) agent: string[] | null, @Ctx() { ctx }: GqlContext): Promise<TeamView> {
    return this.services.team.create(ctx.actor, { name, agent: agent ?? undefined });
  }

  @Authorized()
  @Mutation(() => TeamType, { description: 'POST /api/admin/team/update (manageUser): rename and/or replace the members' })
  updateTeam(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('agent', () => [ID], { nullable: true }) agent: string[] | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<TeamView> {
    return this.services.team.update(ctx.actor, { id, name: name ?? undefined, agent: agent ?? undefined });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/admin/team/delete (manageUser)' })
  async deleteTeam(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await this.services.team.delete(ctx.actor, id);
    return true;
  }

  @FieldResolver(() => [AgentType], { description: 'The members, by display name' })
  members(@Root() team: TeamView, @Ctx() { ctx }: GqlContext): Promise<AgentView[]> {
    return this.services.agent.members(ctx.actor, team.agent);
  }
}
