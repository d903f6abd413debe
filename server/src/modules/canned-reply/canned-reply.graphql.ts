import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { LanguageTextsInput, LanguageTextsType } from '../../core/graphql/language-texts';
import type { GqlContext } from '../graphql-context';
import type { CannedReplyView } from './canned-reply.schemas';
import type { CannedReplyService } from './canned-reply.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  cannedReply: CannedReplyService;
}

@ObjectType('CannedReplyContent', { description: 'The text per console language; an empty language falls back to the others' })
export class CannedReplyContentType extends LanguageTextsType {}

@ObjectType('CannedReply', { description: 'A saved reply inserted with /shortCode in the composer (issue 20)' })
export class CannedReplyType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'workspace (every agent) or personal (only its owner)' })
  scope: string;

  @Field(() => ID, { nullable: true, description: 'The agent a personal reply belongs to' })
  ownerId: string | null;

  @Field()
  shortCode: string;

  @Field(() => CannedReplyContentType)
  content: CannedReplyContentType;

  @Field(() => Int, { description: 'Messages sent with it' })
  useCount: number;

  @Field(() => Float, { nullable: true, description: 'When a message was last sent with it (ms)' })
  lastUsed: number | null;

  @Field(() => Float)
  createDate: number;

  @Field(() => Float)
  updateDate: number;
}

@InputType('CannedReplyContentInput')
export class CannedReplyContentInput extends LanguageTextsInput {}

@InputType('CannedReplyInput')
export class CannedReplyInput {
  @Field(() => String, { nullable: true, description: 'workspace or personal; only on create (the scope then stays)' })
  scope?: string | null;

  @Field(() => String, { nullable: true })
  shortCode?: string | null;

  @Field(() => CannedReplyContentInput, { nullable: true })
  content?: CannedReplyContentInput | null;
}

/** The GraphQL input in the REST body's shape, so one validation (the service's) names the same fields. */
const fieldsOf = (i: CannedReplyInput) => ({
  ...(i.scope != null ? { scope: i.scope } : {}),
  ...(i.shortCode != null ? { shortCode: i.shortCode } : {}),
  ...(i.content ? { content: { en: i.content.en ?? '', zh: i.content.zh ?? '', zh_cn: i.content.zh_cn ?? '' } } : {}),
});

/** GraphQL door of the canned replies (REST /api/cannedReply/*). */
@Resolver()
export class CannedReplyResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => [CannedReplyType], { description: "GET /api/cannedReply: the workspace's replies and the caller's own" })
  cannedReplies(@Arg('scope', () => String, { nullable: true }) scope: string | null, @Ctx() { ctx }: GqlContext): Promise<CannedReplyView[]> {
    return this.services.cannedReply.list(ctx.actor, scope === 'workspace' || scope === 'personal' ? { scope } : {});
  }

  @Authorized()
  @Mutation(() => CannedReplyType, { description: 'POST /api/cannedReply/create (workspace: manageSettings; personal: the calling agent)' })
  createCannedReply(@Arg('input') input: CannedReplyInput, @Ctx() { ctx }: GqlContext): Promise<CannedReplyView> {
    return this.services.cannedReply.create(ctx.actor, fieldsOf(input));
  }

  @Authorized()
  @Mutation(() => CannedReplyType, { description: 'POST /api/cannedReply/update' })
  updateCannedReply(@Arg('id', () => ID) id: string, @Arg('input') input: CannedReplyInput, @Ctx() { ctx }: GqlContext): Promise<CannedReplyView> {
    const { scope: _scope, ...fields } = fieldsOf(input);
    return this.services.cannedReply.update(ctx.actor, id, fields);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/cannedReply/delete' })
  deleteCannedReply(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return this.services.cannedReply.delete(ctx.actor, id);
  }
}
