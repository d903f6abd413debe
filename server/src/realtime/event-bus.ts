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

export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly fanout = new LocalFanout();

  async publish(event: DomainEvent): Promise<void> {
    this.fanout.dispatch(event);
  }

  subscribe(workspaceId: string, listener: EventListener): () => void {
    return this.fanout.add(workspaceId, listener);
  }

  onInterrupted(): () => void {
    return () => undefined;
  }

  async healthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}
