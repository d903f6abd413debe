import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { ApiTokenService, ApiTokenView } from './api-token.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  apiToken: ApiTokenService;
}

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
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => [ApiTokenType])
  apiTokens(@Ctx() { ctx }: GqlContext): Promise<ApiTokenView[]> {
    return this.services.apiToken.list(ctx.actor);
  }

  @Authorized()
  @Mutation(() => ApiTokenType)
  createApiToken(@Arg('name') name: string, @Arg('permissions', () => [String]) permissions: string[], @Ctx() { ctx }: GqlContext): Promise<ApiTokenView> {
    return this.services.apiToken.create(ctx.actor, { name, permissions });
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteApiToken(@Arg('token') token: string, @Ctx() { ctx }: GqlContext): Promise<boolean> {
    await this.services.apiToken.delete(ctx.actor, { token });
    return true;
  }
}
