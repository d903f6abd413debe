import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { SessionUser } from '@parley/protocol';
import type { SessionService } from './session.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  session: SessionService;
}

@ObjectType('Workspace')
export class WorkspaceType {
  @Field()
  id: string;

  @Field()
  name: string;
}

@ObjectType('SessionUser')
export class SessionUserType {
  @Field()
  userId: string;

  @Field()
  type: string;

  @Field()
  udId: string;

  @Field()
  workspaceId: string;

  @Field(() => [String])
  permissions: string[];

  @Field()
  displayName: string;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  username: string | null;

  @Field(() => String, { nullable: true })
  profilePic: string | null;

  @Field(() => String, { nullable: true })
  refId: string | null;

  @Field()
  lang: string;
}

@InputType()
export class MeUpdateInput {
  @Field(() => String, { nullable: true })
  displayName?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  subtitle?: string;

  @Field(() => String, { nullable: true })
  bio?: string;

  @Field(() => String, { nullable: true })
  profilePic?: string;

  @Field(() => String, { nullable: true })
  lang?: string;

  @Field(() => GraphQLJSONObject, { nullable: true })
  fields?: Record<string, { value: unknown }>;
}

@Resolver(() => SessionUserType)
export class SessionResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => SessionUserType, { description: 'The signed-in user (GET /api/me).' })
  me(@Ctx() { ctx }: GqlContext): Promise<SessionUser> {
    return this.services.session.me(ctx.actor);
  }

  @Authorized()
  @Mutation(() => SessionUserType, { description: 'POST /api/me/update' })
  updateMe(@Arg('input') input: MeUpdateInput, @Ctx() { ctx }: GqlContext): Promise<SessionUser> {
    return this.services.session.updateMe(ctx.actor, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends this session (the REST door also clears the cookie).' })
  async logout(@Ctx() { ctx }: GqlContext): Promise<boolean> {
    await this.services.session.logout(ctx.actor);
    return true;
  }

  @FieldResolver(() => WorkspaceType)
  async workspace(@Root() user: SessionUser, @Ctx() { loaders }: GqlContext): Promise<WorkspaceType> {
    const ws = await loaders.workspace.load(user.workspaceId);
    return { id: user.workspaceId, name: ws?.name ?? user.workspaceName };
  }
}
