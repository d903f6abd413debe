import 'reflect-metadata';
import { Arg, Authorized, Ctx, Field, Float, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { PresenceView } from './presence.types';
import type { PresenceService } from './presence.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  presence: PresenceService;
}

@ObjectType('Presence', { description: 'Spec §3 online and lastActivity of an agent or a customer.' })
export class PresenceType {
  @Field(() => ID)
  userId: string;

  @Field({ description: 'agent or customer' })
  userType: string;

  @Field({ description: 'Has an open realtime connection on some node' })
  online: boolean;

  @Field(() => Float, { nullable: true, description: 'ms; null: never seen' })
  lastActivity: number | null;
}

/** GraphQL door of GET /api/presence. */
@Resolver()
export class PresenceResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => [PresenceType], { description: 'GET /api/presence: online and lastActivity by user id (agents and API tokens)' })
  presence(@Arg('userIds', () => [ID]) userIds: string[], @Ctx() { ctx }: GqlContext): Promise<PresenceView[]> {
    return this.services.presence.lookup(ctx.actor, userIds);
  }
}
