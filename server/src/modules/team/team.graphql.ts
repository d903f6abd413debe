import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import { AgentType } from '../agent/agent.graphql';
import type { AgentView } from '../agent/agent.types';
import type { TeamView } from './team.service';

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
  @Authorized()
  @Query(() => [TeamType], { description: 'GET /api/admin/team: every team by name (any agent; the inbox assign menu lists them)' })
  teams(@Ctx() { services, ctx }: GqlContext): Promise<TeamView[]> {
    return services.team.list(ctx.actor);
  }

  @Authorized()
  @Mutation(() => TeamType, { description: "POST /api/admin/team/create (manageUser); 'Team name already exists' on a duplicate" })
  createTeam(
    @Arg('name') name: string,
    @Arg('agent', () => [ID], { nullable: true }) agent: string[] | null,
    @Ctx() { services, ctx }: GqlContext,
  ): Promise<TeamView> {
    return services.team.create(ctx.actor, { name, agent: agent ?? undefined });
  }

  @Authorized()
  @Mutation(() => TeamType, { description: 'POST /api/admin/team/update (manageUser): rename and/or replace the members' })
  updateTeam(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('agent', () => [ID], { nullable: true }) agent: string[] | null,
    @Ctx() { services, ctx }: GqlContext,
  ): Promise<TeamView> {
    return services.team.update(ctx.actor, { id, name: name ?? undefined, agent: agent ?? undefined });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/admin/team/delete (manageUser)' })
  async deleteTeam(@Arg('id', () => ID) id: string, @Ctx() { services, ctx }: GqlContext): Promise<boolean> {
    await services.team.delete(ctx.actor, id);
    return true;
  }

  @FieldResolver(() => [AgentType], { description: 'The members, by display name' })
  members(@Root() team: TeamView, @Ctx() { services, ctx }: GqlContext): Promise<AgentView[]> {
    return services.agent.members(ctx.actor, team.agent);
  }
}
