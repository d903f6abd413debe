import { timingSafeEqual } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../../core/events/event-bus';
import type { JobQueue } from '../../core/jobs/job-queue';

/** What the metrics read at scrape time: open sockets per door, the job queues, the database pool. */
export interface MetricSources {
  bus: EventBus;
  jobs: JobQueue;
  dataSource: DataSource;
  sockets: Record<string, () => number>;
}

/** A request's route for its label: the REST route's pattern, GraphQL, another matched route, the built files, or unmatched. */
function routeLabel(req: Request, res: Response): string {
  if (typeof res.locals.route === 'string') return res.locals.route;
  if (req.originalUrl.startsWith('/graphql')) return '/graphql';
  const matched = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof matched === 'string') return `${req.baseUrl}${matched}`;
  return req.method === 'GET' && !req.originalUrl.startsWith('/api') ? 'static' : 'unmatched';
}

/** The parts of pg's Pool a scrape reads (TypeORM's PostgreSQL driver keeps it as `master`). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Prometheus metrics of one node (docs/metrics.md), in a registry of its own (tests run several
 * servers in one process). Counting costs a map update per request and per event; what is read at
 * scrape time (sockets, queues, the pool) costs nothing between scrapes.
 */
export class NodeMetrics {
  readonly registry = new Registry();
  private readonly requestSeconds = new Histogram({
    name: 'parley_http_request_duration_seconds',
    help: 'HTTP requests by method, route (the matched route pattern, static or unmatched) and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly fanoutSeconds = new Histogram({
    name: 'parley_event_fanout_seconds',
    help: 'From an event being published (on any node) to a listener on this node getting it: sockets, notifications. Through Redis when REDIS_URL is set, so the bus lag is in it',
    labelNames: ['bus'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  constructor(private readonly sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'parley_' });
    const published = new Counter({
      name: 'parley_events_published_total',
      help: 'Events this node published, by type',
      labelNames: ['type'] as const,
      registers: [this.registry],
    });
    sources.bus.onPublish((event) => published.inc({ type: event.type }));
    new Gauge({
      name: 'parley_sockets',
      help: 'Open websockets on this node, by door (graphql: the console and widget; gateway: /websocket/connect)',
      labelNames: ['door'] as const,
      registers: [this.registry],
      collect() {
        for (const [door, count] of Object.entries(sources.sockets)) this.set({ door }, count());
      },
    });
    new Gauge({
      name: 'parley_job_queue_depth',
      help: 'Jobs waiting in each durable queue (pg-boss), shared by every node',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        for (const [queue, depth] of Object.entries(await sources.jobs.depths().catch(() => ({})))) this.set({ queue }, depth);
      },
    });
    new Counter({
      name: 'parley_job_failures_total',
      help: 'Job runs that failed on this node (pg-boss retries them), by queue',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [queue, count] of sources.jobs.failures) this.inc({ queue }, count);
      },
    });
    new Gauge({
      name: 'parley_db_pool_connections',
      help: 'Database connections of this node: in use, idle, and requests waiting for one (the embedded database is one connection)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = (sources.dataSource.driver as unknown as { master?: Partial<PoolCounts> }).master;
        if (typeof pool?.totalCount !== 'number') return;
        this.set({ state: 'in_use' }, pool.totalCount - (pool.idleCount ?? 0));
        this.set({ state: 'idle' }, pool.idleCount ?? 0);
        this.set({ state: 'waiting' }, pool.waitingCount ?? 0);
      },
    });
  }

  /** Times each request once it has been answered, labelled by the route that matched it. */
  requests() {
    return (req: Request, res: Response, next: NextFunction) => {
      const end = this.requestSeconds.startTimer();
      res.on('finish', () => {
        end({ method: req.method, route: routeLabel(req, res), status: `${Math.floor(res.statusCode / 100)}xx` });
      });
      next();
    };
  }

  /** A listener of the bus got an event: how long after it was published. */
  delivered(at: number): void {
    this.fanoutSeconds.observe({ bus: this.sources.bus.kind }, Math.max(0, Date.now() - at) / 1000);
  }

  /** The bus as the sockets' doors see it: each event a listener gets is timed from its publish. */
  watching(bus: EventBus): EventBus {
    return {
      kind: bus.kind,
      publish: (event) => bus.publish(event),
      subscribe: (workspaceId, listener, scope) =>
        bus.subscribe(
          workspaceId,
          (event) => {
            this.delivered(event.at);
            listener(event);
          },
          scope,
        ),
      onInterrupted: (listener) => bus.onInterrupted(listener),
      onPublish: (listener) => bus.onPublish(listener),
      delivering: () => bus.delivering(),
      healthy: () => bus.healthy(),
      close: () => bus.close(),
    };
  }

  /** GET /metrics for a scraper holding the token; without METRICS_TOKEN the route does not exist. */
  mount(app: Express, token: string | null): void {
    if (!token) {
      // Not the console's page either: a scraper pointed here learns there is nothing to scrape.
      app.get('/metrics', (_req, res) => void res.status(404).type('text/plain').send('Not found'));
      return;
    }
    const expected = Buffer.from(`Bearer ${token}`);
    app.get('/metrics', async (req, res) => {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('A bearer token (METRICS_TOKEN) is required');
        return;
      }
      res.type(this.registry.contentType).send(await this.registry.metrics());
    });
  }
}
