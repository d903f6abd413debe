import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { definedOnly } from '../../core/graphql/args';
import type { GqlContext } from '../graphql-context';
import { requireAgent } from '../../auth/permissions';
import { ConversationFilterFields } from '../conversation/conversation.graphql-types';
import type { CustomView, UserConfigurationValue } from './configuration.types';
import type { ConfigurationService } from './configuration.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  configuration: ConfigurationService;
}

@ObjectType('ConversationCustomViewParams', { description: 'A saved view’s filters (spec §3 conversation filter) and sort (reverseOrder).' })
export class CustomViewParamsType extends ConversationFilterFields {}

@ObjectType('ConversationCustomView', { description: 'Spec §3 Session conversationCustomViews: a saved inbox view.' })
export class CustomViewType {
  @Field({ description: 'customView-…' })
  value: string;

  @Field()
  label: string;

  @Field(() => Int, { nullable: true })
  count?: number;

  @Field(() => CustomViewParamsType)
  searchParams: CustomViewParamsType;
}

@ObjectType('UserConfiguration', { description: 'GET /api/configuration: the signed-in agent’s own configuration.' })
export class UserConfigurationType {
  @Field(() => ID, { description: 'The agent’s user id (one configuration per agent)' })
  id: string;

  @Field(() => [CustomViewType])
  conversationCustomViews: CustomViewType[];
}

@InputType('ConversationCustomViewParamsInput')
export class CustomViewParamsInput extends ConversationFilterFields {}

@InputType('ConversationCustomViewInput')
export class CustomViewInput {
  @Field()
  value: string;

  @Field()
  label: string;

  @Field(() => Int, { nullable: true })
  count?: number;

  @Field(() => CustomViewParamsInput)
  searchParams: CustomViewParamsInput;
}

@InputType('ConfigurationSetValueInput', { description: 'POST /api/configuration/update setValue: each key given replaces its whole value.' })
export class SetValueInput {
  @Field(() => [CustomViewInput], { nullable: true })
  conversationCustomViews?: CustomViewInput[];
}

/** GraphQL nulls for omitted fields become absent ones, so both doors hand the service the same shape. */
function cleanViews(views: CustomViewInput[] | null | undefined): CustomView[] | undefined {
  if (!views) return undefined;
  return views.map((v) => definedOnly({ ...v, searchParams: definedOnly(v.searchParams ?? {}) })) as CustomView[];
}

@Resolver(() => UserConfigurationType)
export class ConfigurationResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => UserConfigurationType, { description: 'GET /api/configuration' })
  async configuration(@Ctx() { ctx }: GqlContext): Promise<UserConfigurationType> {
    const value = await this.services.configuration.get(ctx.actor);
    return toType(requireAgent(ctx.actor).agentId, value);
  }

  @Authorized()
  @Mutation(() => UserConfigurationType, { description: 'POST /api/configuration/update' })
  async updateConfiguration(@Arg('setValue', () => SetValueInput) setValue: SetValueInput, @Ctx() { ctx }: GqlContext): Promise<UserConfigurationType> {
    const value = await this.services.configuration.update(ctx.actor, definedOnly({ conversationCustomViews: cleanViews(setValue.conversationCustomViews) }));
    return toType(requireAgent(ctx.actor).agentId, value);
  }
}

const toType = (agentId: string, value: UserConfigurationValue): UserConfigurationType => ({ id: agentId, ...value });
