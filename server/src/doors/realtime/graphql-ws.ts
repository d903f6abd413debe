import { getOperationAST, GraphQLError, OperationTypeNode, validate, type GraphQLSchema } from 'graphql';
import { CloseCode, handleProtocols, makeServer, type Context } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import { AppError } from '../../common/errors';
import { FRAME_TOO_DEEP_REASON, jsonTooDeep } from '../../common/json-depth';
import type { Logger } from '../../common/logger';
import { newRequestId } from '../../auth/request-context';
import type { IncomingMessage } from 'node:http';
import { fromAddress, type Actor } from '../../auth/actor';
import { createLoaders } from '../../modules/loaders';
import type { GqlContext, ResolverInstances } from '../../modules/graphql-context';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../../core/events/event-bus';
import { ACCESS_CHANGED_CLOSE, revokesAccess } from '../../core/events/access-revocation';
import { listenerScope } from '../../core/events/audience';
import { resolveSocketActor, socketToken, type SocketServices } from './socket-auth';
import { admitOperation, graphqlErrorOf } from '../graphql/admission';
import type { GraphqlThrottle } from '../http/graphql-throttle';
import { formatGraphqlError } from '../http/graphql-http';
import { localizeGraphqlError } from '../../i18n/graphql-errors';
import { languageOf, type Lang } from '../../i18n/language';
import { SocketLimits, TOO_MANY_SOCKETS_CLOSE, type SocketPlace } from './socket-limits';
import { renderMessage } from '../../i18n/messages';

/** A socket speaks the language its client named in connectionParams.lang, else its upgrade's Accept-Language. */
function socketLanguage(c: { connectionParams?: Readonly<Record<string, unknown>>; extra: { request: IncomingMessage } }): Lang {
  const explicit = c.connectionParams?.lang;
  return languageOf(c.extra.request.headers['accept-language'], typeof explicit === 'string' ? explicit : undefined);
}

/** What graphql-ws keeps of a socket: ours, and the upgrade as graphql-ws/use/ws would give it. */
type Extra = {
  socket: WebSocket;
  request: IncomingMessage;
  actor?: Actor;
  stopWatching?: () => void;
  /** This socket's place under its session's and address's limits (socket-limits.ts), given back on close. */
  place?: SocketPlace;
  /** Ids of the subscriptions this socket was allowed; those graphql-ws no longer runs are dropped when counted. */
  held?: Set<string>;
};

/** graphql-ws/use/ws's keep-alive: a ping every 12 s, and a socket whose pong is later than the next one is ended. */
const KEEP_ALIVE_MS = 12_000;

/** A refusal as a GraphQL error in the socket's language, as graphql-ws sends it ({type: 'error'}). */
function refusal(err: AppError, lang: Lang): GraphQLError {
  const localized = localizeGraphqlError(graphqlErrorOf(err), lang);
  return new GraphQLError(localized.message, { extensions: localized.extensions });
}

/**
 * Takes a place for one more subscription on this socket, or answers its refusal: the subscriptions
 * graphql-ws is running on it (queries and mutations, which end by themselves, are not counted) stay
 * within the actor's limit, so one event reaches one socket at most that many times. A place taken
 * by a subscription that then fails (its budget, validation) is freed at the next count, as graphql-ws
 * forgets the id.
 */
function holdSubscription(c: Context<Record<string, unknown>, Extra>, id: string, limits: SocketLimits): AppError | undefined {
  const { actor } = c.extra;
  const max = actor && actor.kind !== 'anonymous' ? limits.subscriptionsPerSocket(actor) : 0;
  const held = (c.extra.held ??= new Set());
  for (const other of held) if (!(other in c.subscriptions)) held.delete(other);
  if (max > 0 && held.size >= max) return SocketLimits.tooManySubscriptions(max);
  held.add(id);
  return undefined;
}

/** GraphQL subscriptions (graphql-ws) on /graphql; authenticated once, at connection_init. */
export function attachGraphqlWs(
  wss: WebSocketServer,
  schema: GraphQLSchema,
  /** addressOf: the client address of the upgrade, by the same rule as HTTP (doors/http/client-address.ts). */
  deps: {
    services: SocketServices;
    resolvers: ResolverInstances;
    dataSource: DataSource;
    bus: EventBus;
    logger: Logger;
    addressOf: (req: IncomingMessage) => string;
    /** The per-address GraphQL budget HTTP /graphql spends from too. */
    throttle: GraphqlThrottle;
    /** Sockets per session and address, subscriptions per socket; shared with /websocket/connect. */
    socketLimits: SocketLimits;
  },
) {
  const server = makeServer<Record<string, unknown>, Extra>({
    schema,
    // Each operation passes the same admission as on HTTP /graphql (doors/graphql/admission.ts): limits,
    // NUL, the socket's subscription limit, its address's budget; then graphql-js's validation.
    // A refusal is an error for that operation only.
    onSubscribe: async (c, id, payload) => {
      const address = deps.addressOf(c.extra.request);
      const admission = await admitOperation(
        schema,
        payload,
        (points) => deps.throttle.charge(address, points),
        (document) =>
          getOperationAST(document, payload.operationName)?.operation === OperationTypeNode.SUBSCRIPTION
            ? holdSubscription(c, id, deps.socketLimits)
            : undefined,
      );
      if (admission.kind === 'unparsable') return [admission.error];
      if (admission.kind === 'refused') return [refusal(admission.error, socketLanguage(c))];
      const invalid = validate(schema, admission.document);
      if (invalid.length > 0) return invalid;
      return { schema, document: admission.document, operationName: payload.operationName, variableValues: payload.variables };
    },
    onConnect: async (c) => {
      const actor = await resolveSocketActor(deps.services, c.extra.request, socketToken(c.connectionParams?.token));
      if (actor.kind === 'anonymous') return false;
      // Gone while its credential was looked up: onClose has run, and a place taken now would never be given back.
      if (c.extra.socket.readyState !== c.extra.socket.OPEN) return false;
      const place = deps.socketLimits.admit(actor, deps.addressOf(c.extra.request));
      if (place instanceof AppError) {
        // Closed with our code and reason; graphql-ws's own close (4403) after `false` finds it closing and is dropped.
        c.extra.socket.close(TOO_MANY_SOCKETS_CLOSE, place.messageIn(socketLanguage(c)));
        return false;
      }
      c.extra.place = place;
      c.extra.actor = actor;
      c.extra.stopWatching = deps.bus.subscribe(
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
      const { actor } = c.extra;
      if (actor && actor.kind !== 'anonymous') deps.services.presence.disconnected(actor);
    },
    // Called for every closed socket, acknowledged or not.
    onClose: (c) => {
      c.extra.stopWatching?.();
      c.extra.place?.release();
    },
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
        resolvers: deps.resolvers,
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
  });
  return serveOverWs(wss, server, deps.logger);
}

/**
 * graphql-ws/use/ws's part, ours so that a frame is judged before graphql-ws parses it: JSON nested
 * past the one depth limit (common/json-depth.ts) closes the socket as graphql-ws closes on any
 * invalid message (4400), where graphql-ws would have echoed it (a ping's payload) or handed it on
 * (variables) to code that recurses. Otherwise as use/ws: subprotocols, keep-alive, failures logged.
 */
function serveOverWs(wss: WebSocketServer, server: ReturnType<typeof makeServer<Record<string, unknown>, Extra>>, logger: Logger) {
  wss.options.handleProtocols = handleProtocols;
  wss.on('error', (err) => logger.error({ err }, 'graphql-ws server error'));
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    socket.once('error', (err) => {
      logger.warn({ err }, 'graphql-ws socket error');
      socket.close(CloseCode.InternalServerError, 'Internal server error');
    });
    let pongWait: ReturnType<typeof setTimeout> | null = null;
    const pingInterval = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), KEEP_ALIVE_MS);
      socket.once('pong', () => {
        if (pongWait) clearTimeout(pongWait);
        pongWait = null;
      });
      socket.ping();
    }, KEEP_ALIVE_MS);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (err) => (err ? reject(err) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (cb) =>
          socket.on('message', (data) => {
            const text = String(data);
            if (jsonTooDeep(text)) {
              socket.close(CloseCode.BadRequest, renderMessage({ reason: FRAME_TOO_DEEP_REASON }, languageOf(request.headers['accept-language'])));
              return;
            }
            cb(text).catch((err: unknown) => {
              logger.error({ err }, 'graphql-ws message failed');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => {
      if (pongWait) clearTimeout(pongWait);
      clearInterval(pingInterval);
      void closed(code, String(reason));
    });
  });
  return {
    dispose: async () => {
      for (const client of wss.clients) client.close(1001, 'Going away');
      wss.removeAllListeners();
      await new Promise<void>((resolve, reject) => wss.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
