import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { ApiKeyView } from './api-key.service';

@ObjectType('ApiKey')
export class ApiKeyType {
  @Field()
  name: string;

  @Field()
  key: string;

  @Field({ description: 'Signs visitor refIds (HMAC-SHA256) for identity verification.' })
  secret: string;

  @Field(() => [String])
  permissions: string[];

  @Field({ description: 'Visitors must sign their refId (refIdHash) when on.' })
  identityVerification: boolean;

  @Field(() => Float)
  createDate: number;
}

@Resolver()
export class ApiKeyResolver {
  @Authorized()
  @Query(() => [ApiKeyType])
  apiKeys(@Ctx() { services, ctx }: GqlContext): Promise<ApiKeyView[]> {
    return services.apiKey.list(ctx.actor);
  }

  @Authorized()
  @Mutation(() => ApiKeyType)
  createApiKey(@Arg('name') name: string, @Ctx() { services, ctx }: GqlContext): Promise<ApiKeyView> {
    return services.apiKey.create(ctx.actor, { name });
  }

  @Authorized()
  @Mutation(() => ApiKeyType)
  updateApiKey(@Arg('key') key: string, @Arg('identityVerification') identityVerification: boolean, @Ctx() { services, ctx }: GqlContext): Promise<ApiKeyView> {
    return services.apiKey.update(ctx.actor, { key, identityVerification });
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteApiKey(@Arg('key') key: string, @Ctx() { services, ctx }: GqlContext): Promise<boolean> {
    await services.apiKey.delete(ctx.actor, { key });
    return true;
  }
}
