import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { definedOnly } from '../../core/graphql/args';
import type { GqlContext } from '../graphql-context';
import { IdRefType } from '../conversation/conversation.graphql-types';
import type { MessageMeta, SenderType } from './message.entity';
import type { MessageSearchHit } from './message-search';
import type { MessagePage, MessageView, ReadReceipt } from './message.types';
import type { MessageService } from './message.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  message: MessageService;
}

@ObjectType('Message', { description: 'Spec §3 Message; meta.type codes are documented in message.entity.ts.' })
export class ChatMessageType {
  @Field()
  id: string;

  @Field(() => String, { nullable: true, description: "The sender's localId, echoed" })
  localId: string | null;

  @Field()
  conversationId: string;

  @Field(() => Float, { description: "Position in the conversation's one order" })
  seq: number;

  @Field(() => Float)
  timestamp: number;

  @Field(() => String, { nullable: true })
  senderId: string | null;

  @Field(() => String, { description: 'agent, customer, autoMessage or system' })
  senderType: SenderType;

  @Field(() => Int)
  dataType: number;

  @Field()
  internal: boolean;

  @Field(() => String, { nullable: true })
  pushContent: string | null;

  @Field(() => GraphQLJSONObject)
  meta: MessageMeta;

  @Field(() => Float, { description: 'The change number of this state of the message: of two copies of one message, the higher version is the newer' })
  version: number;
}

@ObjectType('MessageSearchHit', { description: 'A found message with the conversation it opens in' })
export class MessageSearchHitType extends ChatMessageType {
  @Field()
  conversationName: string;

  @Field({ description: 'True while nobody named the conversation: conversationName is the English default' })
  conversationGeneratedName: boolean;
}

@ObjectType('MessagePage')
export class MessagePageType {
  @Field(() => [ChatMessageType], { description: 'Newest first' })
  messages: MessageView[];

  @Field(() => Int, { description: 'Every message the caller may see with these filters' })
  total: number;
}

@ObjectType('ReadReceipt')
export class ReadReceiptType {
  @Field()
  conversationId: string;

  @Field()
  messageId: string;

  @Field(() => IdRefType)
  lastRead: IdRefType;
}

@InputType()
export class SendMessageInput {
  @Field(() => ID)
  conversationId: string;

  @Field(() => Int, { nullable: true, description: 'Default 51 (message)' })
  dataType?: number;

  @Field(() => Boolean, { nullable: true })
  internal?: boolean;

  @Field(() => String, { nullable: true, description: 'Resending the same localId answers the same message' })
  localId?: string;

  @Field(() => GraphQLJSONObject, { description: 'meta.type 1, 11, 13, 14, 20 or 21 with its fields; reply {id}; mentions (internal)' })
  meta: Record<string, unknown>;

  @Field(() => String, { nullable: true })
  pushContent?: string;
}

/** GraphQL door of the message service. */
@Resolver(() => ChatMessageType)
export class MessageResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => MessagePageType, { description: 'GET /api/conversation/{id}/message' })
  messages(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Arg('beforeId', () => String, { nullable: true }) beforeId: string | null,
    @Arg('msgTypeFilter', () => Int, { nullable: true }) msgTypeFilter: number | null,
    @Arg('msgSubtypeFilter', () => Int, { nullable: true }) msgSubtypeFilter: number | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<MessagePage> {
    return this.services.message.history(ctx.actor, definedOnly({ conversationId, size, beforeId, msgTypeFilter, msgSubtypeFilter }));
  }

  @Authorized()
  @Query(() => [MessageSearchHitType], { description: 'GET /api/message/search: at least 3 characters, newest first, at most 50' })
  searchMessages(
    @Arg('query') query: string,
    @Arg('conversationId', () => ID, { nullable: true }) conversationId: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<MessageSearchHit[]> {
    return this.services.message.search(ctx.actor, definedOnly({ query, conversationId }));
  }

  @Authorized()
  @Mutation(() => ChatMessageType, { description: 'POST /api/message/inlineInput/update: answers the whole updated message' })
  answerInlineInput(
    @Arg('messageId', () => ID) messageId: string,
    @Arg('inputId') inputId: string,
    @Arg('value') value: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<MessageView> {
    return this.services.message.answerInlineInput(ctx.actor, { messageId, inputId, value });
  }

  @Authorized()
  @Mutation(() => ChatMessageType, { description: 'POST /api/message/send' })
  sendMessage(@Arg('input') input: SendMessageInput, @Ctx() { ctx }: GqlContext): Promise<MessageView> {
    return this.services.message.send(ctx.actor, definedOnly(input));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/message/delete' })
  async deleteMessage(@Arg('messageId', () => ID) messageId: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await this.services.message.delete(ctx.actor, { messageId });
    return true;
  }

  @Authorized()
  @Mutation(() => ReadReceiptType, { description: 'POST /api/conversation/read' })
  markRead(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('messageId', () => ID) messageId: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ReadReceipt> {
    return this.services.message.read(ctx.actor, { conversationId, messageId });
  }
}
