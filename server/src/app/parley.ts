import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import Redis from 'ioredis';
import { WebSocketServer } from 'ws';
import type { AppConfig } from '../config/env';
import { AppError } from '../common/errors';
import { createLogger, type Logger } from '../common/logger';
import { openDatabase, type Database } from './data-source';
import { RateLimits } from '../auth/rate-limits';
import { resolveActor, type RequestContext } from '../auth/request-context';
import { startServices, type Services } from './services';
import { MemoryEventBus, type EventBus } from '../core/events/event-bus';
import { RedisEventBus } from '../core/events/redis-event-bus';
import { CursorStampingBus } from '../core/events/cursor-stamp';
import { stampCursor } from '../modules/updates/change-cursor';
import type { JobQueue } from '../core/jobs/job-queue';
import { facebookWebhook } from '../modules/platform/facebook-webhook';
import { providerWebhook } from '../modules/platform/provider-webhook';
import { createNodeTimers, startWorkers } from './workers';
import { attachGateway } from '../doors/realtime/gateway';
import { attachGraphqlWs } from '../doors/realtime/graphql-ws';
import { SocketLimits } from '../doors/realtime/socket-limits';
import { closeOnInterruption } from '../doors/realtime/interruption';
import { releaseMessageFragments } from '../doors/realtime/ws-fragments';
import { createSchema, resolverInstances } from './schema';
import { allRoutes } from './routes';
import { mountRoutes } from '../doors/http/rest/mount';
import { buildOpenApi } from '../doors/http/rest/openapi';
import { VERSION } from './version';
import { errorBodyOf, errorMiddleware } from '../doors/http/errors';
import { requestLanguage } from '../i18n/language';
import { createGraphqlMiddleware } from '../doors/http/graphql-http';
import { graphqlAdmission } from '../doors/http/graphql-admission';
import { GraphqlThrottle } from '../doors/http/graphql-throttle';
import { mountStatic } from '../doors/http/static';
import compression from 'compression';
import { NodeMetrics } from '../doors/http/metrics';
import { securityHeaders } from '../doors/http/security-headers';
import { requestLogger } from '../doors/http/request-logger';
import { clientAddress, trustFunction } from '../doors/http/client-address';
import { refuseDeepJson } from '../common/json-depth';
import { fromAddress } from '../auth/actor';
import type { SeedResult } from '../modules/workspace/workspace.service';
import { startInboundSmtp } from '../modules/continuity/inbound-smtp';

export interface Parley {
  url: string;
  port: number;
  config: AppConfig;
  services: Services;
  database: Database;
  bus: EventBus;
  logger: Logger;
  /** Durable jobs: tests run a job's work directly to prove it idempotent. */
  jobs: JobQueue;
  seed: SeedResult;
  close(): Promise<void>;
}

const BODY_LIMIT = '1mb';

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * PostgreSQL text and jsonb cannot hold NUL: refuse it at the door (400), in values and object keys
 * alike. Nor can jsonb hold half a surrogate pair (a 500 from PostgreSQL): in values it becomes
 * U+FFFD, as text columns already store it; in a key it is refused.
 */
function rejectNul(key: string, value: unknown): unknown {
  if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
    throw new SyntaxError('Text must not contain NUL characters');
  }
  if (key.search(LONE_SURROGATE) >= 0) throw new SyntaxError('Text must be valid Unicode');
  return typeof value === 'string' && value.search(LONE_SURROGATE) >= 0 ? value.replace(LONE_SURROGATE, '\ufffd') : value;
}

const jsonBody = () => express.json({ limit: BODY_LIMIT, reviver: rejectNul, verify: refuseDeepJson });

/** Builds and starts one Parley node: database, bus, services, both doors, realtime, static apps. */
export async function startParley(config: AppConfig, opts: { logger?: Logger; onSeed?: (seed: SeedResult) => void } = {}): Promise<Parley> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  let redis: Redis | undefined;
  let transport: EventBus;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
    transport = await RedisEventBus.connect(config.redisUrl, logger);
  } else {
    transport = new MemoryEventBus();
  }
  // Every event leaves with the change cursor its change reached (docs/realtime.md, catch-up).
  const bus: EventBus = new CursorStampingBus(transport, (workspaceId) => stampCursor(database.dataSource.manager, workspaceId), logger);
  // Durable jobs (pg-boss, schema pgboss): ready before the seed, which may already queue an email.
  const rateLimits = new RateLimits(redis, config.visitorLimits, config.authLimitsScale);
  const { services, jobs } = await startServices({ config, dataSource: database.dataSource, bus, logger, rateLimits });
  // Outgoing webhooks record what this node publishes from the first event on (the seed's included).
  services.webhook.outbox.start();
  // Agent notifications likewise: each event this node publishes is weighed once (modules/notification).
  services.notification.start();
  // Agents' replies the visitor may not see are scheduled for email from here too (modules/continuity).
  services.continuity.start();
  const seed = await services.workspace.seedIfEmpty();
  // Said at once: a generated password must not be lost if a later start-up step fails.
  if (seed.seeded) opts.onSeed?.(seed);

  const app = express();
  app.disable('x-powered-by');
  // Answers are no-store (security-headers.ts): an ETag is a hash of every body for nothing (bench:http-door).
  app.set('etag', false);
  // Only the configured proxies may name the client (TRUST_PROXY); req.ip, req.protocol and the
  // upgrades' client address all follow this one rule.
  const trustProxy = trustFunction(config.trustProxy);
  const addressOf = (req: http.IncomingMessage) => clientAddress(req, trustProxy);
  app.set('trust proxy', trustProxy);
  const httpServer = http.createServer(app);
  // An idle kept-alive connection stays open longer than a client or proxy keeps it (browsers, load
  // balancers: about 60 s). Node's 5 s closed it under a client that had just picked it for its next
  // request, which then failed with ECONNRESET (seen from the browser suite's API client; behind a
  // proxy, a 502).
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;

  app.use(requestLogger(logger));

  // Every response, errors and 404s included, carries the headers of its route kind (README, Security).
  app.use(securityHeaders());
  // API and GraphQL answers of 1 KB and more, gzip or brotli as the client asks (the built assets come
  // precompressed and are passed through; sockets never go through here).
  app.use(compression({ threshold: 1024 }));
  // Prometheus metrics of this node (docs/metrics.md): /metrics only with METRICS_TOKEN set.
  const metrics = new NodeMetrics({
    bus,
    jobs,
    dataSource: database.dataSource,
    sockets: { graphql: () => gqlWss.clients.size, gateway: () => gatewayWss.clients.size },
  });
  app.use(metrics.requests());
  metrics.mount(app, config.metricsToken);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Ready when the database answers and the bus can carry events; otherwise 503 naming what is down.
  app.get('/readyz', async (_req, res) => {
    const [databaseUp, busUp] = await Promise.all([
      database.dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      bus.healthy(),
    ]);
    const down = [...(databaseUp ? [] : ['database']), ...(busUp ? [] : ['bus'])];
    const body = { status: down.length ? 'unavailable' : 'ready', database: database.kind, bus: bus.kind };
    if (down.length) res.status(503).json({ ...body, down });
    else res.json(body);
  });

  const routes = allRoutes(services);
  const openapi = buildOpenApi(routes, VERSION);
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });

  const attachContext = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { actor, viaCookie } = await resolveActor(services, req.headers);
      const ip = addressOf(req);
      const clientType = req.query?.clientType ?? (req.body as { clientType?: unknown } | undefined)?.clientType;
      res.locals.ctx = {
        requestId: res.locals.requestId as string,
        actor: fromAddress(actor, ip),
        viaCookie,
        ip,
        // Only text or a number is a client type; anything else is the route schema's to refuse (400).
        clientType: typeof clientType === 'string' || typeof clientType === 'number' ? String(clientType) : undefined,
        origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
      } satisfies RequestContext;
      next();
    } catch (err) {
      next(err);
    }
  };

  // Platforms call these with bodies signed byte for byte: they read the raw body themselves.
  app.use(facebookWebhook({ dataSource: database.dataSource, jobs, logger }));
  app.use(providerWebhook({ dataSource: database.dataSource, bus, jobs, logger }));
  app.use('/api', jsonBody(), attachContext);
  app.use(mountRoutes(routes, config));
  app.use('/api', (req, res) => {
    res.status(404).json(errorBodyOf(new AppError('NOT_FOUND', 'request.noSuchRoute'), requestLanguage(req)));
  });

  const schema = await createSchema();
  const resolvers = resolverInstances(services);
  const graphql = await createGraphqlMiddleware({
    schema,
    httpServer,
    resolvers,
    dataSource: database.dataSource,
    bus,
    logger,
  });
  // Limits, NUL and the per-address throttle judge each operation before the caller is looked up (README, GraphQL limits).
  const graphqlThrottle = new GraphqlThrottle(redis, config.graphqlCostPerMinute);
  app.use('/graphql', jsonBody(), graphqlAdmission({ schema, throttle: graphqlThrottle, addressOf }), attachContext, graphql.middleware);

  mountStatic(app, config.staticRoot);
  app.use(errorMiddleware(logger));

  // Idle sockets' pings die young instead of waiting for a major collection (doors/realtime/ws-fragments.ts).
  releaseMessageFragments();
  const gqlWss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  const gatewayWss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  // One count of open sockets for both doors (README, Limits).
  const socketLimits = new SocketLimits(config.socketLimits);
  // The sockets' doors listen through a bus that times each delivery (/metrics).
  const doorBus = metrics.watching(bus);
  const gqlWsDisposer = attachGraphqlWs(gqlWss, schema, {
    services,
    resolvers,
    dataSource: database.dataSource,
    bus: doorBus,
    logger,
    addressOf,
    throttle: graphqlThrottle,
    socketLimits,
  });
  attachGateway(gatewayWss, { services, bus: doorBus, logger, addressOf, socketLimits, timing: config.realtime });
  closeOnInterruption(bus, [gatewayWss, gqlWss], logger);
  httpServer.on('upgrade', (req, socket, head) => {
    const pathname = (req.url ?? '').split('?')[0];
    const target = pathname === '/graphql' ? gqlWss : pathname === '/websocket/connect' ? gatewayWss : null;
    if (!target) {
      socket.destroy();
      return;
    }
    target.handleUpgrade(req, socket, head, (ws) => target.emit('connection', ws, req));
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;
  // Visitors' email replies (modules/continuity, docs/email-replies.md): only with INBOUND_SMTP_PORT and INBOUND_EMAIL_DOMAIN.
  const inboundSmtp = config.inboundEmail
    ? await startInboundSmtp(
        config.inboundEmail,
        { lookup: (token) => services.continuity.lookupToken(token), deliver: (mail) => services.continuity.deliverReply(mail) },
        logger,
      )
    : undefined;
  // Work starts once the node serves: jobs that fell due while every node was down run now.
  await startWorkers({ config, services, dataSource: database.dataSource, bus, logger, jobs });
  const timers = createNodeTimers({ services, config, logger, dataSource: database.dataSource, bus });
  timers.start();
  const url = `http://127.0.0.1:${port}`;
  logger.info({ port, database: database.kind, bus: bus.kind }, `Parley listening on http://localhost:${port}`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await timers.stop();
      logger.debug('close: timers');
      // Stop accepting, finish in-flight requests (Apollo's drain plugin), then close sockets.
      for (const ws of [...gqlWss.clients, ...gatewayWss.clients]) ws.close(1001, 'server shutting down');
      logger.debug('close: sockets');
      await gqlWsDisposer.dispose();
      logger.debug('close: graphql-ws');
      await graphql.stop();
      logger.debug('close: apollo');
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeIdleConnections();
      });
      gqlWss.close();
      gatewayWss.close();
      // Replies in the middle of DATA finish (or the sender retries); no new ones are taken.
      await inboundSmtp?.close();
      // Events published so far are recorded, deliveries under way finish (the rest wait in the database).
      await services.webhook.outbox.stop();
      await services.notification.stop();
      services.continuity.stop();
      await services.webhook.deliveries.stop();
      logger.debug('close: webhooks');
      // Jobs under way (an email) finish before the database closes; the rest wait in the database.
      await jobs.stop();
      logger.debug('close: jobs');
      // This node's connections are gone: its users go offline unless another node holds one.
      await services.presence.shutdown().catch((err: unknown) => logger.warn({ err }, 'presence shutdown failed'));
      await bus.close();
      if (redis) await redis.quit().catch(() => undefined);
      await database.close();
    })();
    return closing;
  };

  return { url, port, config, services, database, bus, logger, jobs, seed, close };
}
