import Redis from 'ioredis';
import type { Logger } from '../../common/logger';
import { LocalFanout, PublishObservers, type EventBus, type EventListener } from './event-bus';
import { type ListenerScope } from './events';
import type { DomainEvent } from './events';

/**
 * The channel of the database REDIS_URL selects: Redis shares pub/sub across its databases, so two
 * Parleys kept apart by database number (`redis://host/1`, `/2`) would otherwise hear each other's
 * events. Database 0 keeps the name every earlier node listens on.
 */
const eventChannel = (db: number): string => (db ? `parley:events:${db}` : 'parley:events');

const HEALTH_TIMEOUT_MS = 1000;

/**
 * Every node subscribes to one channel at start-up (before it serves), so no event published after
 * a node is ready can miss it. A node does not dispatch its own publishes locally: it waits for
 * Redis to echo them, which keeps one total order of events on every node.
 *
 * While Redis is away, events are lost: a publish that fails is logged, not thrown (every publisher
 * publishes after its commit, so the change stands and its answer must say so), and when the
 * subscription comes back the interrupted listeners are told, so their clients catch up by cursor.
 */
export class RedisEventBus implements EventBus {
  readonly kind = 'redis' as const;
  private readonly fanout = new LocalFanout();
  private readonly published = new PublishObservers();
  private readonly interrupted = new Set<() => void>();
  private lost = false;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly logger: Logger,
    private readonly channel: string,
  ) {}

  static async connect(url: string, logger: Logger): Promise<RedisEventBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    await Promise.all([pub.connect(), sub.connect()]);
    const bus = new RedisEventBus(pub, sub, logger, eventChannel(pub.options.db ?? 0));
    sub.on('message', (_channel: string, message: string) => bus.onMessage(message));
    // ioredis reconnects by itself (and logs nothing without a listener: an 'error' listener keeps
    // a refused connection from being an unhandled error event).
    for (const conn of [pub, sub]) conn.on('error', (err: Error) => logger.debug({ err }, 'event bus: redis connection error'));
    sub.on('close', () => {
      if (!bus.lost) logger.warn('event bus: lost the redis subscription; reconnecting');
      bus.lost = true;
    });
    sub.on('ready', () => void bus.resumed());
    await sub.subscribe(bus.channel);
    logger.info('event bus: redis');
    return bus;
  }

  /** The subscription is back: subscribe again (idempotent), then tell the listeners they missed events. */
  private async resumed(): Promise<void> {
    if (!this.lost) return;
    try {
      await this.sub.subscribe(this.channel);
    } catch (err) {
      this.logger.warn({ err }, 'event bus: could not subscribe again');
      return;
    }
    this.lost = false;
    this.logger.warn('event bus: redis subscription back; open realtime sockets catch up by cursor');
    for (const listener of [...this.interrupted]) listener();
  }

  private onMessage(message: string): void {
    try {
      this.fanout.dispatch(JSON.parse(message) as DomainEvent);
    } catch (err) {
      this.logger.warn({ err }, 'dropped a malformed bus message');
    }
  }

  async publish(event: DomainEvent): Promise<void> {
    this.published.tell(event);
    try {
      await this.pub.publish(this.channel, JSON.stringify(event));
    } catch (err) {
      this.lost = true;
      this.logger.warn({ err, type: event.type }, 'event bus: an event could not be published (redis away); clients catch up by cursor');
      // With the subscription still up nothing else would tell the listeners.
      if (this.sub.status === 'ready') void this.resumed();
    }
  }

  subscribe(workspaceId: string, listener: EventListener, scope?: ListenerScope): () => void {
    return this.fanout.add(workspaceId, listener, scope);
  }

  onInterrupted(listener: () => void): () => void {
    this.interrupted.add(listener);
    return () => this.interrupted.delete(listener);
  }

  onPublish(listener: EventListener): () => void {
    return this.published.add(listener);
  }

  delivering(): boolean {
    return !this.lost && this.sub.status === 'ready';
  }

  async healthy(): Promise<boolean> {
    if (this.pub.status !== 'ready' || this.sub.status !== 'ready') return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)));
    try {
      return await Promise.race([this.pub.ping().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
