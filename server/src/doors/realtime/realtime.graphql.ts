import 'reflect-metadata';
import { DataType } from '@parley/protocol';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Authorized, Field, Float, Int, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { requireSignedIn } from '../../auth/permissions';
import type { GqlContext } from '../../modules/graphql-context';
import type { Delivery } from '../../core/events/audience';
import { ownChangeCursor } from '../../core/events/event-frame';
import { eventStreamFor } from './event-stream';
import { domainEvent } from '../../core/events/events';

@ObjectType('RealtimeEvent')
export class RealtimeEventType {
  @Field()
  id: string;

  @Field({ description: 'e.g. agent.updated, apiKey.created' })
  type: string;

  @Field(() => Int, { description: 'Spec §7 data type: 50 provisioning, 51 message, 53 status (typing, read), 64 presence, 40 other' })
  dataType: number;

  @Field(() => Float)
  at: number;

  @Field(() => GraphQLJSONObject)
  payload: Record<string, unknown>;

  @Field(() => Float, { nullable: true, description: 'The change cursor once this change committed: keep it, and ask updatesSince(cursor) after a reconnect' })
  cursor: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "The cursor of this event's own change, when `cursor` is older (a message sent while others of the workspace were in flight): whether a catch-up up to a cursor already carried this change",
  })
  change: number | null;
}

/**
 * The subscription's first event, `subscription.ready`, comes once it listens to the bus: every
 * change after it reaches the subscriber, so a client may catch up (updatesSince) from then on, and
 * a test may act knowing nothing it does is missed.
 */
function startingWithReady(stream: AsyncIterableIterator<Delivery>, workspaceId: string): AsyncIterableIterator<Delivery> {
  let ready = false;
  const iterator: AsyncIterableIterator<Delivery> = {
    next() {
      if (ready) return stream.next();
      ready = true;
      return Promise.resolve({ value: { event: domainEvent('subscription.ready', workspaceId, {}, {}), payload: {}, dataType: DataType.other }, done: false });
    },
    return: () => stream.return?.() ?? Promise.resolve({ value: undefined, done: true }),
    throw: (err: unknown) => stream.throw?.(err) ?? Promise.reject(err),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

@Resolver()
export class RealtimeResolver {
  @Authorized()
  @Subscription(() => RealtimeEventType, {
    description: 'Every event this user may see, in the order the bus delivers them.',
    subscribe: ({ context }) => {
      const { bus, ctx } = context as GqlContext;
      const actor = requireSignedIn(ctx.actor);
      return startingWithReady(eventStreamFor(bus, actor), actor.workspaceId);
    },
  })
  events(@Root() { event, payload, dataType }: Delivery): RealtimeEventType {
    return { id: event.id, type: event.type, dataType, at: event.at, payload, cursor: event.cursor ?? null, change: ownChangeCursor(event) };
  }
}
