import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import { ConversationType } from '../conversation/conversation.graphql-types';
import type { ConversationView } from '../conversation/conversation.types';
import { ChatMessageType } from '../message/message.graphql';
import type { MessageView } from '../message/message.types';
import type { UpdateEntry } from './updates.types';
import type { UpdatesService } from './updates.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  updates: UpdatesService;
}

@ObjectType('Update', { description: 'One thing missed since the cursor, named like its live event, as it is now.' })
export class UpdateType {
  @Field(() => Float)
  cursor: number;

  @Field({ description: 'conversation.created, conversation.updated, message.created, message.updated or message.deleted' })
  event: string;

  @Field(() => ConversationType, { nullable: true })
  conversation: ConversationView | null;

  @Field(() => ChatMessageType, { nullable: true, description: 'Created or updated messages' })
  message: MessageView | null;

  @Field(() => String, { nullable: true, description: 'message.deleted: the message' })
  messageId: string | null;

  @Field({ description: 'The conversation concerned' })
  conversationId: string;
}

@ObjectType('UpdatesPage')
export class UpdatesPageType {
  @Field(() => Float, { description: 'Ask again with this while hasMore; keep it for the next reconnect' })
  cursor: number;

  @Field()
  hasMore: boolean;

  @Field({ description: 'The cursor given belongs to another workspace or to the future: refetch everything' })
  reset: boolean;

  @Field(() => [UpdateType], { description: 'Oldest change first' })
  updates: UpdateType[];
}

function toUpdateType(entry: UpdateEntry): UpdateType {
  const base = { cursor: entry.cursor, event: entry.event, conversation: null, message: null };
  switch (entry.event) {
    case 'conversation.created':
    case 'conversation.updated':
      return { ...base, conversation: entry.data, messageId: null, conversationId: entry.data.id };
    case 'message.created':
    case 'message.updated':
      return { ...base, message: entry.data, messageId: entry.data.id, conversationId: entry.data.conversationId };
    case 'message.deleted':
      return { ...base, messageId: entry.data.id, conversationId: entry.data.conversationId };
  }
}

/** GraphQL door of the catch-up: GET /api/updates. */
@Resolver()
export class UpdatesResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => UpdatesPageType, { description: 'GET /api/updates: what the caller missed since a cursor (omitted: the current cursor only)' })
  async updatesSince(
    @Arg('cursor', () => Float, { nullable: true }) cursor: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<UpdatesPageType> {
    const page = await this.services.updates.since(ctx.actor, { since: cursor ?? undefined, size: size ?? undefined });
    return { ...page, updates: page.updates.map(toUpdateType) };
  }
}
