import 'reflect-metadata';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';

/** GraphQL twin of the socket's typing frame (docs/realtime.md): the console's composer heartbeat. */
@Resolver()
export class TypingResolver {
  @Authorized()
  @Mutation(() => Boolean, { description: 'Typing heartbeat: status 1 typing, 0 stopped; time (ms) the indicator lasts; internal keeps customers out' })
  async sendTyping(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('status', () => Int) status: number,
    @Arg('time', () => Int, { nullable: true }) time: number | null,
    @Arg('internal', () => Boolean, { nullable: true }) internal: boolean | null,
    @Ctx() { services, ctx }: GqlContext,
  ): Promise<boolean> {
    await services.message.typing(ctx.actor, { conversationId, status, time: time ?? undefined, internal: internal ?? undefined });
    return true;
  }
}
