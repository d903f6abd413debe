import 'reflect-metadata';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import type { GqlContext } from '../graphql-context';
import type { MessageService } from './message.service';

/** The services these resolvers call, handed in by the composition root (app/schema.ts, type-graphql's container). */
interface ResolverServices {
  message: MessageService;
}

/** GraphQL twin of the socket's typing frame (docs/realtime.md): the console's composer heartbeat. */
@Resolver()
export class TypingResolver {
  constructor(private readonly services: ResolverServices) {}

  @Authorized()
  @Mutation(() => Boolean, { description: 'Typing heartbeat: status 1 typing, 0 stopped; time (ms) the indicator lasts; internal keeps customers out' })
  async sendTyping(
    @Arg('conversationId', () => ID) conversationId: string,
    @Arg('status', () => Int) status: number,
    @Arg('time', () => Int, { nullable: true }) time: number | null,
    @Arg('internal', () => Boolean, { nullable: true }) internal: boolean | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<boolean> {
    await this.services.message.typing(ctx.actor, { conversationId, status, time: time ?? undefined, internal: internal ?? undefined });
    return true;
  }
}
