import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { AppConfigService } from './app-config.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  appConfig: AppConfigService;
}

@Resolver()
export class AppConfigResolver {
  constructor(private readonly services: ResolverServices) {}

  @Query(() => GraphQLJSONObject, {
    description: "The widget's public configuration (same as GET /api/application): by API key, or the signed-in visitor's workspace.",
  })
  application(@Arg('appKey', () => String, { nullable: true }) appKey: string | null, @Ctx() { ctx }: GqlContext) {
    if (!appKey && ctx.actor.kind !== 'anonymous') return this.services.appConfig.applicationFor(ctx.actor);
    return this.services.appConfig.application(appKey ?? undefined);
  }

  @Authorized()
  @Query(() => GraphQLJSONObject, { description: 'The stored widget/app configuration with defaults filled in.' })
  appConfig(@Ctx() { ctx }: GqlContext) {
    return this.services.appConfig.get(ctx.actor);
  }

  @Authorized()
  @Query(() => Int, {
    nullable: true,
    description:
      'Minutes dynamic response time shows now (manageSettings): the median first answer of the last 7 days in office hours; null without answered conversations.',
  })
  measuredResponseTime(@Ctx() { ctx }: GqlContext) {
    return this.services.appConfig.measuredResponseTime(ctx.actor);
  }

  @Authorized()
  @Mutation(() => GraphQLJSONObject, { description: 'Merges these fields into the widget/app configuration (manageSettings); answers the new value.' })
  updateAppConfig(@Arg('value', () => GraphQLJSONObject) value: Record<string, unknown>, @Ctx() { ctx }: GqlContext) {
    return this.services.appConfig.update(ctx.actor, value);
  }
}
