import 'reflect-metadata';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Authorized, Field, Float, Int, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { requireSignedIn } from '../auth/permissions';
import type { GqlContext } from '../graphql/context';
import type { Delivery } from './audience';
import { eventStreamFor } from './event-stream';

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
}

@Resolver()
export class RealtimeResolver {
  @Authorized()
  @Subscription(() => RealtimeEventType, {
    description: 'Every event this user may see, in the order the bus delivers them.',
    subscribe: ({ context }) => {
      const { bus, ctx } = context as GqlContext;
      return eventStreamFor(bus, requireSignedIn(ctx.actor));
    },
  })
  events(@Root() { event, payload, dataType }: Delivery): RealtimeEventType {
    return { id: event.id, type: event.type, dataType, at: event.at, payload, cursor: event.cursor ?? null };
  }
}
