import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { MergeResult } from './conversation-merge.types';
import type { ConversationMergeService } from './conversation-merge.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  conversationMerge: ConversationMergeService;
}

@ObjectType('ConversationMergeResult', { description: 'A merge of one conversation into another, or its undo' })
export class ConversationMergeResultType implements MergeResult {
  @Field(() => ID)
  mergeId: string;

  @Field(() => ID)
  sourceId: string;

  @Field(() => ID)
  targetId: string;

  @Field(() => Float, { description: 'ms: the merge can be undone until then' })
  undoUntil: number;

  @Field()
  undone: boolean;

  @Field(() => Int)
  movedMessages: number;
}

/** GraphQL door of the merge (POST /api/conversation/merge and /merge/undo). */
@Resolver()
export class ConversationMergeResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Mutation(() => ConversationMergeResultType, { description: 'POST /api/conversation/merge: merges sourceId into targetId' })
  mergeConversation(
    @Arg('sourceId', () => ID) sourceId: string,
    @Arg('targetId', () => ID) targetId: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<MergeResult> {
    return this.services.conversationMerge.merge(ctx.actor, { sourceId, targetId });
  }

  @Authorized()
  @Mutation(() => ConversationMergeResultType, { description: 'POST /api/conversation/merge/undo: within 30 seconds of the merge' })
  undoConversationMerge(@Arg('mergeId', () => ID) mergeId: string, @Ctx() { ctx }: GqlContext): Promise<MergeResult> {
    return this.services.conversationMerge.undo(ctx.actor, { mergeId });
  }
}
