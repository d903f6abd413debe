import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { ApiTokenView } from './api-token.service';

@ObjectType('ApiToken')
export class ApiTokenType {
  @Field()
  name: string;

  @Field()
  token: string;

  @Field(() => String, { nullable: true, description: 'Only set in the answer to createApiToken.' })
  secret: string | null;

  @Field(() => [String])
  permissions: string[];

  @Field(() => Float)
  createDate: number;

  @Field(() => Float, { nullable: true })
  lastUsed: number | null;
}

@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiTokenType])
  apiTokens(@Ctx() { services, ctx }: GqlContext): Promise<ApiTokenView[]> {
    return services.apiToken.list(ctx.actor);
  }

  @Authorized()
  @Mutation(() => ApiTokenType)
  createApiToken(
    @Arg('name') name: string,
    @Arg('permissions', () => [String]) permissions: string[],
    @Ctx() { services, ctx }: GqlContext,
  ): Promise<ApiTokenView> {
    return services.apiToken.create(ctx.actor, { name, permissions });
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteApiToken(@Arg('token') token: string, @Ctx() { services, ctx }: GqlContext): Promise<boolean> {
    await services.apiToken.delete(ctx.actor, { token });
    return true;
  }
}
