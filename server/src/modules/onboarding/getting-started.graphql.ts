import 'reflect-metadata';
import { Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { GettingStartedService } from './getting-started.service';
import type { GettingStartedView } from './getting-started.types';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  gettingStarted: GettingStartedService;
}

@ObjectType('GettingStarted', { description: "A new workspace's first steps (GET /api/gettingStarted)" })
export class GettingStartedType {
  @Field({ description: 'A visitor session or a web conversation exists' })
  widgetInstalled: boolean;

  @Field({ description: 'Someone else was invited or has joined' })
  teamInvited: boolean;

  @Field({ description: 'A Facebook page or provider platform is connected' })
  channelConnected: boolean;

  @Field({ description: 'Office hours or the time zone differ from the defaults' })
  officeHoursSet: boolean;

  @Field({ description: 'This agent put the panel away' })
  dismissed: boolean;
}

/** GraphQL door of the getting-started panel (REST twins under /api/gettingStarted). */
@Resolver()
export class GettingStartedResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Query(() => GettingStartedType, { description: 'GET /api/gettingStarted (manageSettings)' })
  gettingStarted(@Ctx() { ctx }: GqlContext): Promise<GettingStartedView> {
    return this.services.gettingStarted.status(ctx.actor);
  }

  @Authorized()
  @Mutation(() => GettingStartedType, { description: 'POST /api/gettingStarted/dismiss (manageSettings)' })
  dismissGettingStarted(@Ctx() { ctx }: GqlContext): Promise<GettingStartedView> {
    return this.services.gettingStarted.dismiss(ctx.actor);
  }
}
