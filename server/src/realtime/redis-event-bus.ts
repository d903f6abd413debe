import Redis from 'ioredis';
import type { Logger } from '../common/logger';
import { LocalFanout, type EventBus, type EventListener } from './event-bus';
import type { DomainEvent } from './events';

const CHANNEL = 'parley:events';

/**
 * Every node subscribes to one channel at start-up (before it serves), so no event published after
 * a node is ready can miss it. A node does not dispatch its own publishes locally: it waits for
 * Redis to echo them, which keeps one total order of events on every node.
 */
export class RedisEventBus implements EventBus {
  readonly kind = 'redis' as const;
  private readonly fanout = new LocalFanout();

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly logger: Logger,
  ) {}

  static async connect(url: string, logger: Logger): Promise<RedisEventBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    await Promise.all([pub.connect(), sub.connect()]);
    const bus = new RedisEventBus(pub, sub, logger);
    sub.on('message', (_channel: string, message: string) => bus.onMessage(message));
    await sub.subscribe(CHANNEL);
    logger.info('event bus: redis');
    return bus;
  }

  private onMessage(message: string): void {
    try {
      this.fanout.dispatch(JSON.parse(message) as DomainEvent);
    } catch (err) {
      this.logger.warn({ err }, 'dropped a malformed bus message');
    }
  }

  async publish(event: DomainEvent): Promise<void> {
    await this.pub.publish(CHANNEL, JSON.stringify(event));
  }

  subscribe(workspaceId: string, listener: EventListener): () => void {
    return this.fanout.add(workspaceId, listener);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}
