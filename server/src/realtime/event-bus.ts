import { customersReached } from './audience';
import type { DomainEvent } from './events';

export type EventListener = (event: DomainEvent) => void;

/**
 * What a listener is for: a customer's listener is called only with the events that can reach that
 * customer (audience.ts `customersReached`); any other hears every event of its workspace.
 */
export interface ListenerScope {
  customerId?: string;
}

/** One bus for every realtime door: in-process by default, Redis pub/sub across nodes. */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(event: DomainEvent): Promise<void>;
  /** Listens to one workspace's events on this node; returns the unsubscribe function. */
  subscribe(workspaceId: string, listener: EventListener, scope?: ListenerScope): () => void;
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

interface WorkspaceListeners {
  /** Listeners of every event (agents, API tokens, caches). */
  all: Set<EventListener>;
  /** Customers' listeners, by customer. */
  customers: Map<string, Set<EventListener>>;
}

function customerListeners(ws: WorkspaceListeners, customerId: string): Set<EventListener> {
  let set = ws.customers.get(customerId);
  if (!set) {
    set = new Set();
    ws.customers.set(customerId, set);
  }
  return set;
}

/**
 * Local fan-out shared by both implementations: the listeners an event reaches are taken before any
 * is called, so one added by a listener's call does not receive that event.
 */
export class LocalFanout {
  private readonly workspaces = new Map<string, WorkspaceListeners>();

  add(workspaceId: string, listener: EventListener, scope: ListenerScope = {}): () => void {
    let ws = this.workspaces.get(workspaceId);
    if (!ws) {
      ws = { all: new Set(), customers: new Map() };
      this.workspaces.set(workspaceId, ws);
    }
    const { customerId } = scope;
    const listeners = customerId === undefined ? ws.all : customerListeners(ws, customerId);
    listeners.add(listener);
    const owner = ws;
    return () => {
      if (!listeners.delete(listener)) return;
      if (customerId !== undefined && listeners.size === 0 && owner.customers.get(customerId) === listeners) owner.customers.delete(customerId);
      if (owner.all.size === 0 && owner.customers.size === 0 && this.workspaces.get(workspaceId) === owner) this.workspaces.delete(workspaceId);
    };
  }

  dispatch(event: DomainEvent): void {
    const ws = this.workspaces.get(event.workspaceId);
    if (!ws) return;
    const called: EventListener[] = [...ws.all];
    if (ws.customers.size > 0) {
      const reached = customersReached(event);
      if (reached === 'all') for (const set of ws.customers.values()) called.push(...set);
      // A merged conversation may name its own customer among the merged ones: each is called once.
      else for (const id of new Set(reached)) called.push(...(ws.customers.get(id) ?? []));
    }
    for (const listener of called) listener(event);
  }

  get size(): number {
    let n = 0;
    for (const ws of this.workspaces.values()) {
      n += ws.all.size;
      for (const set of ws.customers.values()) n += set.size;
    }
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

  subscribe(workspaceId: string, listener: EventListener, scope?: ListenerScope): () => void {
    return this.fanout.add(workspaceId, listener, scope);
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
