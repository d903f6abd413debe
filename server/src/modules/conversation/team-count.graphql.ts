import 'reflect-metadata';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import { TeamCountType } from './conversation.graphql-types';

/**
 * The inbox shows one view per team of the caller, named: its counter carries the team's name.
 * The ids come from the caller's own counts (their teams), never from the client.
 */
@Resolver(() => TeamCountType)
export class TeamCountResolver {
  @FieldResolver(() => String, { nullable: true })
  async name(@Root() count: TeamCountType, @Ctx() { loaders }: GqlContext): Promise<string | null> {
    return (await loaders.team.load(count.teamId))?.name ?? null;
  }
}
