import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import { ConversationTeamType, ConversationType } from '../conversation/conversation.graphql-types';
import type { ConversationView } from '../conversation/conversation.types';
import type { FieldValues } from './agent.entity';
import type { AgentView } from './agent.types';
import type { AgentService } from './agent.service';
import type { InvitationService } from '../invitation/invitation.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  agent: AgentService;
  invitation: InvitationService;
}

@ObjectType('Agent', { description: 'Spec §3 Agent. permissions and fields are filled for managers (manageUser) and the agent themself.' })
export class AgentType {
  @Field(() => ID)
  id: string;

  @Field()
  displayName: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true, description: 'A data URL' })
  profilePic: string | null;

  @Field(() => String, { nullable: true })
  refId: string | null;

  @Field(() => Float, { description: 'ms' })
  createDate: number;

  @Field(() => Float, { nullable: true, description: 'ms; null: never seen' })
  lastActivity: number | null;

  @Field({ description: 'Has an open realtime connection on some node' })
  online: boolean;

  @Field(() => [String])
  permissions: string[];

  @Field(() => GraphQLJSONObject, { description: '{ <fieldId>: { value } }' })
  fields: FieldValues;

  @Field(() => [String], { description: 'Spec §3 Agent tag list' })
  tags: string[];

  @Field(() => [ConversationTeamType])
  teams: { id: string; name: string }[];
}

@InputType('UpdateAgentInput')
export class UpdateAgentInputType {
  @Field(() => ID)
  id: string;

  @Field(() => [String], { nullable: true, description: 'Spec §6 values; replaces the list' })
  permissions?: string[] | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'A patch: { <fieldId>: { value } }; null or an empty value clears a field' })
  fields?: Record<string, unknown> | null;

  @Field(() => String, { nullable: true, description: 'data:image/png|jpeg|webp;base64,… at most 200 KB; null or "" removes it' })
  profilePic?: string | null;

  @Field(() => String, { nullable: true })
  displayName?: string | null;

  @Field(() => [String], { nullable: true, description: "The whole tag list ([] clears it); new tags join the workspace's agent tags" })
  tags?: string[] | null;
}

/** GraphQL door of the agent service (REST twins under /api/agent and /api/admin/agent). */
@Resolver(() => AgentType)
export class AgentResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => [AgentType], { description: 'GET /api/agent/available: every agent of the workspace (agents and API tokens)' })
  agents(@Ctx() { ctx }: GqlContext): Promise<AgentView[]> {
    return this.services.agent.available(ctx.actor);
  }

  @Authorized()
  @Query(() => AgentType, { description: 'GET /api/agent/get with one id' })
  agent(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<AgentView> {
    return this.services.agent.getOne(ctx.actor, id);
  }

  @Authorized()
  @Query(() => [ConversationType], { description: 'The agent’s conversations the caller may read, newest first (manageUser)' })
  agentConversations(
    @Arg('id', () => ID) id: string,
    @Arg('size', () => Int, { defaultValue: 20, nullable: true }) size: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ConversationView[]> {
    return this.services.agent.conversationsOfAgent(ctx.actor, id, size ?? undefined);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/admin/agent/invite (manageUser)' })
  async inviteAgent(
    @Arg('email') email: string,
    @Arg('displayName') displayName: string,
    @Arg('permissions', () => [String], {
      nullable: true,
      description: 'What the person joins with (spec §6 values), never more than the inviter holds; omitted: allConversations',
    })
    permissions: string[] | null,
    @Arg('teamIds', () => [ID], { nullable: true, description: 'Teams of the workspace the person joins on accepting' })
    teamIds: string[] | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<boolean> {
    await this.services.invitation.invite(ctx.actor, { email, displayName, permissions, teamIds });
    return true;
  }

  @Authorized()
  @Mutation(() => AgentType, { description: 'POST /api/admin/agent/update (manageUser)' })
  updateAgent(@Arg('input', () => UpdateAgentInputType) input: UpdateAgentInputType, @Ctx() { ctx }: GqlContext): Promise<AgentView> {
    return this.services.agent.update(ctx.actor, {
      id: input.id,
      permissions: input.permissions ?? undefined,
      fields: input.fields ?? undefined,
      // An explicit null removes the picture; an omitted one leaves it.
      profilePic: input.profilePic,
      displayName: input.displayName ?? undefined,
      tags: input.tags ?? undefined,
    });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/admin/agent/delete (manageUser)' })
  async deleteAgent(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await this.services.agent.delete(ctx.actor, id);
    return true;
  }
}
