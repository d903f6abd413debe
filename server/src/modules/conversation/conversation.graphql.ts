import 'reflect-metadata';
import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { definedOnly } from '../../core/graphql/args';
import type { GqlContext } from '../graphql-context';
import {
  ConversationAgentType,
  ConversationCountsType,
  ConversationCustomerType,
  ConversationFilterInput,
  ConversationTeamType,
  ConversationType,
  CreateConversationInput,
  UpdateConversationInput,
} from './conversation.graphql-types';
import type { ConversationCore, ConversationView } from './conversation.types';
import type { ConversationService } from './conversation.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  conversation: ConversationService;
}

type ConversationRoot = ConversationCore | ConversationView;
const refs = (ids: string[]) => ids.map((id) => ({ id }));

/** GraphQL door of the conversation service: parse, call one method, map. Relations load through DataLoaders. */
@Resolver(() => ConversationType)
export class ConversationResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => ConversationType, { description: 'GET /api/conversation/get with one id' })
  conversation(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<ConversationCore> {
    return this.services.conversation.getCore(ctx.actor, id);
  }

  @Authorized()
  @Query(() => [ConversationType], { description: 'GET /api/conversation: the inbox with the spec §3 filters' })
  conversations(
    @Arg('filter', () => ConversationFilterInput, { nullable: true }) filter: ConversationFilterInput | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ConversationCore[]> {
    return this.services.conversation.listCore(ctx.actor, definedOnly(filter ?? {}));
  }

  @Authorized()
  @Query(() => ConversationCountsType, { description: 'GET /api/conversation/counts' })
  async conversationCounts(@Ctx() { ctx }: GqlContext): Promise<ConversationCountsType> {
    const counts = await this.services.conversation.counts(ctx.actor);
    return { ...counts, team: Object.entries(counts.team).map(([teamId, count]) => ({ teamId, count })) };
  }

  @Authorized()
  @Mutation(() => ConversationType, { description: 'POST /api/conversation/create' })
  createConversation(@Arg('input') input: CreateConversationInput, @Ctx() { ctx }: GqlContext): Promise<ConversationView> {
    return this.services.conversation.create(ctx.actor, definedOnly(input));
  }

  @Authorized()
  @Mutation(() => ConversationType, { description: 'POST /api/conversation/update' })
  updateConversation(@Arg('input') input: UpdateConversationInput, @Ctx() { ctx }: GqlContext): Promise<ConversationView> {
    return this.services.conversation.update(ctx.actor, definedOnly(input));
  }

  @Authorized()
  @Mutation(() => ConversationType, { description: 'POST /api/conversation/snooze: until (ms), or 0 to clear' })
  snoozeConversation(@Arg('id', () => ID) id: string, @Arg('snooze', () => Float) snooze: number, @Ctx() { ctx }: GqlContext): Promise<ConversationView> {
    return this.services.conversation.snooze(ctx.actor, { id, snooze });
  }

  @Authorized()
  @Mutation(() => ConversationType, { description: 'POST /api/admin/conversation/livechat/start' })
  startLivechat(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<ConversationView> {
    return this.services.conversation.startLivechat(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => ConversationType, { description: 'POST /api/admin/conversation/livechat/end' })
  endLivechat(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<ConversationView> {
    return this.services.conversation.endLivechat(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => ConversationType, { description: 'POST /api/tag/conversation/assign' })
  assignConversationTags(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('tag', () => [String]) tag: string[],
    @Ctx() { ctx }: GqlContext,
  ): Promise<ConversationView> {
    return this.services.conversation.assignTags(ctx.actor, { conversationId, tag });
  }

  @Authorized()
  @Mutation(() => ConversationType, { description: 'POST /api/tag/conversation/unassign' })
  unassignConversationTags(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('tag', () => [String]) tag: string[],
    @Ctx() { ctx }: GqlContext,
  ): Promise<ConversationView> {
    return this.services.conversation.unassignTags(ctx.actor, { conversationId, tag });
  }

  @Authorized()
  @Mutation(() => ConversationType, { description: "A visitor's customerRating or an agent's agentRating, 1 to 5" })
  rateConversation(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('score', () => Int) score: number,
    @Arg('comment', () => String, { nullable: true }) comment: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ConversationView> {
    return this.services.conversation.rate(ctx.actor, { conversationId, score, comment: comment ?? undefined });
  }

  // Mutations answer full views (relations read inside their transaction); queries answer the core
  // and these fields batch through the request's DataLoaders.
  @FieldResolver(() => [ConversationAgentType])
  async assignedAgent(@Root() c: ConversationRoot, @Ctx() { loaders }: GqlContext): Promise<ConversationAgentType[]> {
    return 'assignedAgent' in c ? c.assignedAgent : refs(await loaders.conversationAssignees.load(c.id));
  }

  @FieldResolver(() => [ConversationAgentType], { description: 'Agents taking part: created it, sent in it or were assigned' })
  async agent(@Root() c: ConversationRoot, @Ctx() { loaders }: GqlContext): Promise<ConversationAgentType[]> {
    return 'agent' in c ? c.agent : refs(await loaders.conversationAgents.load(c.id));
  }

  @FieldResolver(() => [ConversationTeamType])
  async team(@Root() c: ConversationRoot, @Ctx() { loaders }: GqlContext): Promise<ConversationTeamType[]> {
    return 'team' in c ? c.team : refs(await loaders.conversationTeams.load(c.id));
  }

  @FieldResolver(() => [ConversationCustomerType])
  customer(@Root() c: ConversationRoot): ConversationCustomerType[] {
    return c.customer;
  }
}

@Resolver(() => ConversationAgentType)
export class ConversationAgentResolver {
  @FieldResolver(() => String, { nullable: true })
  async displayName(@Root() ref: ConversationAgentType, @Ctx() { loaders }: GqlContext): Promise<string | null> {
    return (await loaders.agent.load(ref.id))?.displayName ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  async profilePic(@Root() ref: ConversationAgentType, @Ctx() { loaders }: GqlContext): Promise<string | null> {
    return (await loaders.agent.load(ref.id))?.profilePic ?? null;
  }
}

@Resolver(() => ConversationTeamType)
export class ConversationTeamResolver {
  @FieldResolver(() => String, { nullable: true })
  async name(@Root() ref: ConversationTeamType, @Ctx() { loaders }: GqlContext): Promise<string | null> {
    return (await loaders.team.load(ref.id))?.name ?? null;
  }
}

@Resolver(() => ConversationCustomerType)
export class ConversationCustomerResolver {
  @FieldResolver(() => String, { nullable: true })
  async displayName(@Root() ref: ConversationCustomerType, @Ctx() { loaders }: GqlContext): Promise<string | null> {
    return (await loaders.customer.load(ref.id))?.displayName ?? null;
  }

  @FieldResolver(() => Boolean, { description: 'True while nobody named the customer: displayName is the English default' })
  async generatedName(@Root() ref: ConversationCustomerType, @Ctx() { loaders }: GqlContext): Promise<boolean> {
    return (await loaders.customer.load(ref.id))?.generatedName ?? false;
  }
}
