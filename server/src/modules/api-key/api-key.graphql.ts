import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { ApiKeyService, ApiKeyView } from './api-key.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  apiKey: ApiKeyService;
}

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
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => [ApiKeyType])
  apiKeys(@Ctx() { ctx }: GqlContext): Promise<ApiKeyView[]> {
    return this.services.apiKey.list(ctx.actor);
  }

  @Authorized()
  @Mutation(() => ApiKeyType)
  createApiKey(@Arg('name') name: string, @Ctx() { ctx }: GqlContext): Promise<ApiKeyView> {
    return this.services.apiKey.create(ctx.actor, { name });
  }

  @Authorized()
  @Mutation(() => ApiKeyType)
  updateApiKey(@Arg('key') key: string, @Arg('identityVerification') identityVerification: boolean, @Ctx() { ctx }: GqlContext): Promise<ApiKeyView> {
    return this.services.apiKey.update(ctx.actor, { key, identityVerification });
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteApiKey(@Arg('key') key: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await this.services.apiKey.delete(ctx.actor, { key });
    return true;
  }
}
