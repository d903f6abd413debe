import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import type { Logger } from '../common/logger';
import { newRequestId, resolveActor } from '../auth/request-context';
import type { Actor } from '../auth/actor';
import type { Services } from '../modules/services';
import { createLoaders } from '../graphql/loaders';
import type { GqlContext } from '../graphql/context';
import type { DataSource } from 'typeorm';
import type { EventBus } from './event-bus';
import { ACCESS_CHANGED_CLOSE, revokesAccess } from './access-revocation';

type Extra = { actor?: Actor; stopWatching?: () => void } & Record<PropertyKey, unknown>;

/** GraphQL subscriptions (graphql-ws) on /graphql; authenticated once, at connection_init. */
export function attachGraphqlWs(
  wss: WebSocketServer,
  schema: GraphQLSchema,
  deps: { services: Services; dataSource: DataSource; bus: EventBus; logger: Logger },
) {
  return useServer<Record<string, unknown>, Extra>(
    {
      schema,
      onConnect: async (c) => {
        const params = c.connectionParams ?? {};
        const token = typeof params.token === 'string' ? params.token : undefined;
        const { actor } = await resolveActor(deps.services, c.extra.request.headers, token);
        if (actor.kind === 'anonymous') return false;
        (c.extra as Extra).actor = actor;
        (c.extra as Extra).stopWatching = deps.bus.subscribe(actor.workspaceId, (event) => {
          if (revokesAccess(actor, event)) c.extra.socket.close(ACCESS_CHANGED_CLOSE, 'access changed');
        });
        // An open subscription socket counts as being online (modules/presence) until it closes.
        deps.services.presence.connected(actor);
        return true;
      },
      onDisconnect: (c) => {
        const actor = (c.extra as Extra).actor;
        if (actor && actor.kind !== 'anonymous') deps.services.presence.disconnected(actor);
      },
      // Called for every closed socket, acknowledged or not.
      onClose: (c) => (c.extra as Extra).stopWatching?.(),
      context: (c): GqlContext => ({
        ctx: {
          requestId: newRequestId(undefined),
          actor: (c.extra as Extra).actor ?? { kind: 'anonymous' },
          ip: c.extra.request.socket.remoteAddress ?? '',
          viaCookie: false,
        },
        services: deps.services,
        loaders: createLoaders(deps.dataSource),
        bus: deps.bus,
      }),
      onError: (_c, _id, _payload, errors) => {
        deps.logger.debug({ errors: errors.map((e) => e.message) }, 'graphql-ws operation error');
      },
    },
    wss,
    12_000,
  );
}
