import { GraphQLError, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocketServer } from 'ws';
import type { Logger } from '../common/logger';
import { newRequestId } from '../auth/request-context';
import type { IncomingMessage } from 'node:http';
import { fromAddress, type Actor } from '../auth/actor';
import type { Services } from '../modules/services';
import { createLoaders } from '../graphql/loaders';
import type { GqlContext } from '../graphql/context';
import type { DataSource } from 'typeorm';
import type { EventBus } from './event-bus';
import { ACCESS_CHANGED_CLOSE, revokesAccess } from './access-revocation';
import { listenerScope } from './audience';
import { resolveSocketActor, socketToken } from './socket-auth';
import { admitOperation, errorExtensions } from '../graphql/admission';
import type { GraphqlThrottle } from '../http/graphql-throttle';
import { formatGraphqlError } from '../http/graphql-http';
import { localizeGraphqlError } from '../i18n/graphql-errors';
import { languageOf, type Lang } from '../i18n/language';

/** A socket speaks the language its client named in connectionParams.lang, else its upgrade's Accept-Language. */
function socketLanguage(c: { connectionParams?: Readonly<Record<string, unknown>>; extra: { request: IncomingMessage } }): Lang {
  const explicit = c.connectionParams?.lang;
  return languageOf(c.extra.request.headers['accept-language'], typeof explicit === 'string' ? explicit : undefined);
}

type Extra = { actor?: Actor; stopWatching?: () => void } & Record<PropertyKey, unknown>;

/** GraphQL subscriptions (graphql-ws) on /graphql; authenticated once, at connection_init. */
export function attachGraphqlWs(
  wss: WebSocketServer,
  schema: GraphQLSchema,
  /** addressOf: the client address of the upgrade, by the same rule as HTTP (http/client-address.ts). */
  deps: {
    services: Services;
    dataSource: DataSource;
    bus: EventBus;
    logger: Logger;
    addressOf: (req: IncomingMessage) => string;
    /** The per-address GraphQL budget HTTP /graphql spends from too. */
    throttle: GraphqlThrottle;
  },
) {
  return useServer<Record<string, unknown>, Extra>(
    {
      schema,
      // Each operation passes the same admission as on HTTP /graphql (graphql/admission.ts): limits,
      // NUL, its address's budget; then graphql-js's validation. A refusal is an error for that operation only.
      onSubscribe: async (c, _id, payload) => {
        const address = deps.addressOf(c.extra.request);
        const admission = await admitOperation(schema, payload, (points) => deps.throttle.charge(address, points));
        if (admission.kind === 'unparsable') return [admission.error];
        if (admission.kind === 'refused') return [new GraphQLError(admission.error.message, { extensions: errorExtensions(admission.error) })];
        const invalid = validate(schema, admission.document);
        if (invalid.length > 0) return invalid;
        return { schema, document: admission.document, operationName: payload.operationName, variableValues: payload.variables };
      },
      onConnect: async (c) => {
        const actor = await resolveSocketActor(deps.services, c.extra.request, socketToken(c.connectionParams?.token));
        if (actor.kind === 'anonymous') return false;
        (c.extra as Extra).actor = actor;
        (c.extra as Extra).stopWatching = deps.bus.subscribe(
          actor.workspaceId,
          (event) => {
            if (revokesAccess(actor, event)) c.extra.socket.close(ACCESS_CHANGED_CLOSE, 'access changed');
          },
          listenerScope(actor),
        );
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
      context: async (c): Promise<GqlContext> => {
        // Every operation re-checks the socket's credential, as every HTTP request does: the bus
        // closes a revoked socket, and this also covers a revocation that raced the connection's
        // sign-in, an expired session, and a bus message lost to a Redis outage (the session cache
        // trusts nothing while the bus is interrupted, and nothing for longer than its ttl).
        const actor = await resolveSocketActor(deps.services, c.extra.request, socketToken(c.connectionParams?.token));
        if (actor.kind === 'anonymous') c.extra.socket.close(ACCESS_CHANGED_CLOSE, 'session ended');
        const ip = deps.addressOf(c.extra.request);
        return {
          ctx: {
            requestId: newRequestId(undefined),
            actor: fromAddress(actor, ip),
            ip,
            viaCookie: false,
          },
          services: deps.services,
          loaders: createLoaders(deps.dataSource),
          bus: deps.bus,
        };
      },
      // Results leave formatted as on HTTP (formatGraphqlError): the same error codes (a refused value
      // is errorCode 400 here too), and a failure's internals logged instead of sent.
      onNext: (_c, _id, _payload, _args, result) => {
        if (!result.errors) return undefined;
        const errors = result.errors.map((e) => {
          const json = e.toJSON();
          const code = json.extensions?.code ?? (e.originalError ? 'INTERNAL_SERVER_ERROR' : undefined);
          const formatted = formatGraphqlError(code ? { ...json, extensions: { ...json.extensions, code } } : json, e, deps.logger);
          return localizeGraphqlError(formatted, socketLanguage(_c));
        });
        return { ...result, errors };
      },
      onError: (_c, _id, _payload, errors) => {
        deps.logger.debug({ errors: errors.map((e) => e.message) }, 'graphql-ws operation error');
      },
    },
    wss,
    12_000,
  );
}
