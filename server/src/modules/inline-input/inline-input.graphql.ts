import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import { ChatMessageType } from '../message/message.graphql';
import type { MessageView } from '../message/message.types';
import type { TemplateView } from './inline-input.schemas';
import type { InlineInputService } from './inline-input.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  inlineInput: InlineInputService;
}

@ObjectType('InlineInputAction', {
  description: 'What answering does: updateField (field: name, email, subtitle or a custom field id), updateRating, updateComment',
})
export class InlineInputActionType {
  @Field()
  type: string;

  @Field(() => String, { nullable: true })
  field?: string | null;
}

@ObjectType('InlineInputQuestion')
export class InlineInputQuestionType {
  @Field()
  inputId: string;

  @Field()
  title: string;

  @Field({ description: 'text, email, rating, date, anniversary, longtext, phone or url' })
  type: string;

  @Field(() => InlineInputActionType, { nullable: true })
  action?: InlineInputActionType | null;
}

@ObjectType('InlineInputAutomation')
export class InlineInputAutomationType {
  @Field({ description: "newConversation, closeConversation or '' (manual)" })
  type: string;
}

@ObjectType('InlineInputTemplate', { description: 'Spec §3 interactive (inline-input) template' })
export class InlineInputTemplateType {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  description: string;

  @Field()
  title: string;

  @Field({ description: 'Audience: true for agents (an internal message), false for customers' })
  internal: boolean;

  @Field(() => InlineInputAutomationType)
  automation: InlineInputAutomationType;

  @Field(() => [InlineInputQuestionType])
  input: InlineInputQuestionType[];

  @Field(() => Float)
  createDate: number;

  @Field(() => Float)
  updateDate: number;
}

@ObjectType('InlineInputTemplatePage')
export class InlineInputTemplatePageType {
  @Field(() => [InlineInputTemplateType])
  items: InlineInputTemplateType[];

  @Field(() => Int)
  total: number;
}

@InputType('InlineInputActionInput')
export class InlineInputActionInput {
  @Field()
  type: string;

  @Field(() => String, { nullable: true })
  field?: string | null;
}

@InputType('InlineInputQuestionInput')
export class InlineInputQuestionInput {
  @Field()
  inputId: string;

  @Field()
  title: string;

  @Field()
  type: string;

  @Field(() => InlineInputActionInput, { nullable: true })
  action?: InlineInputActionInput | null;
}

@InputType('InlineInputTemplateInput')
export class InlineInputTemplateInput {
  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field()
  title: string;

  @Field(() => Boolean, { nullable: true })
  internal?: boolean | null;

  @Field(() => String, { nullable: true, description: "newConversation, closeConversation or '' (manual)" })
  automation?: string | null;

  @Field(() => [InlineInputQuestionInput])
  input: InlineInputQuestionInput[];
}

/** The GraphQL input in the REST body's shape, so one validation (the service's) names the same fields. */
const fieldsOf = (t: InlineInputTemplateInput) => ({
  name: t.name,
  ...(t.description != null ? { description: t.description } : {}),
  title: t.title,
  ...(t.internal != null ? { internal: t.internal } : {}),
  ...(t.automation != null ? { automation: { type: t.automation } } : {}),
  input: t.input.map((q) => ({
    inputId: q.inputId,
    title: q.title,
    type: q.type,
    ...(q.action ? { action: { type: q.action.type, ...(q.action.field != null ? { field: q.action.field } : {}) } } : {}),
  })),
});

/** GraphQL door of the interactive-information templates (REST /api/admin/inlineInput/*). */
@Resolver()
export class InlineInputResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => InlineInputTemplatePageType, { description: 'GET /api/admin/inlineInput (size 0 or absent: all)' })
  inlineInputTemplates(@Arg('size', () => Int, { nullable: true }) size: number | null, @Ctx() { ctx }: GqlContext) {
    return this.services.inlineInput.list(ctx.actor, size ?? 0);
  }

  @Authorized()
  @Query(() => InlineInputTemplateType, { description: 'GET /api/admin/inlineInput/{id}' })
  inlineInputTemplate(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<TemplateView> {
    return this.services.inlineInput.get(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => InlineInputTemplateType, { description: 'POST /api/admin/inlineInput/create (manageSettings)' })
  createInlineInputTemplate(@Arg('input') input: InlineInputTemplateInput, @Ctx() { ctx }: GqlContext): Promise<TemplateView> {
    return this.services.inlineInput.create(ctx.actor, fieldsOf(input));
  }

  @Authorized()
  @Mutation(() => InlineInputTemplateType, { description: 'POST /api/admin/inlineInput/update (manageSettings)' })
  updateInlineInputTemplate(@Arg('id', () => ID) id: string, @Arg('input') input: InlineInputTemplateInput, @Ctx() { ctx }: GqlContext): Promise<TemplateView> {
    return this.services.inlineInput.update(ctx.actor, id, fieldsOf(input));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'POST /api/admin/inlineInput/delete (manageSettings)' })
  deleteInlineInputTemplate(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    return this.services.inlineInput.delete(ctx.actor, id);
  }

  @Authorized()
  @Mutation(() => ChatMessageType, { description: 'POST /api/admin/inlineInput/trigger: sends the form into the conversation' })
  triggerInlineInputTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('conversationId', () => ID) conversationId: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<MessageView> {
    return this.services.inlineInput.trigger(ctx.actor, { id, conversationId });
  }
}
