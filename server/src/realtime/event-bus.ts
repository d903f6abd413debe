import type { DomainEvent } from './events';

export type EventListener = (event: DomainEvent) => void;

/** One bus for every realtime door: in-process by default, Redis pub/sub across nodes. */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(event: DomainEvent): Promise<void>;
  /** Listens to one workspace's events on this node; returns the unsubscribe function. */
  subscribe(workspaceId: string, listener: EventListener): () => void;
  /**
   * Called when events may have been lost on this node (the Redis connection dropped and came back):
   * live listeners must catch up by cursor. The in-process bus never loses any.
   */
  onInterrupted(listener: () => void): () => void;
  /**
   * This node's own publishes, told synchronously as each is published and before any transport
   * carries it (Redis echoes it to every node, this one included, only later): what must not lag
   * behind this node's answer (a cached session after its logout) listens here too.
   */
  onPublish(listener: EventListener): () => void;
  /** False while events may be getting lost (the Redis subscription is down): what caches them waits. */
  delivering(): boolean;
  /** Whether the bus can carry events now (`/readyz`). */
  healthy(): Promise<boolean>;
  close(): Promise<void>;
}

/** Local fan-out shared by both implementations. */
export class LocalFanout {
  private readonly listeners = new Map<string, Set<EventListener>>();

  add(workspaceId: string, listener: EventListener): () => void {
    let set = this.listeners.get(workspaceId);
    if (!set) {
      set = new Set();
      this.listeners.set(workspaceId, set);
    }
    set.add(listener);
    return () => {
      const s = this.listeners.get(workspaceId);
      if (!s) return;
      s.delete(listener);
      if (s.size === 0) this.listeners.delete(workspaceId);
    };
  }

  dispatch(event: DomainEvent): void {
    const set = this.listeners.get(event.workspaceId);
    if (!set) return;
    for (const listener of [...set]) listener(event);
  }

  get size(): number {
    let n = 0;
    for (const s of this.listeners.values()) n += s.size;
    return n;
  }
}

/** Listeners of this node's own publishes (EventBus.onPublish). */
export class PublishObservers {
  private readonly listeners = new Set<EventListener>();

  add(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(event: DomainEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly fanout = new LocalFanout();
  private readonly published = new PublishObservers();

  async publish(event: DomainEvent): Promise<void> {
    this.published.tell(event);
    this.fanout.dispatch(event);
  }

  onPublish(listener: EventListener): () => void {
    return this.published.add(listener);
  }

  subscribe(workspaceId: string, listener: EventListener): () => void {
    return this.fanout.add(workspaceId, listener);
  }

  onInterrupted(): () => void {
    return () => undefined;
  }

  delivering(): boolean {
    return true;
  }

  async healthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}
