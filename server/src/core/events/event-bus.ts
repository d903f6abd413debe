import { customersReached } from './audience';
import type { DomainEvent, ListenerScope } from './events';

export type EventListener = (event: DomainEvent) => void;

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

/** A customer's listeners: the one listener alone (one widget, nearly always), a set when there are more. */
type CustomerListeners = EventListener | Set<EventListener>;

interface WorkspaceListeners {
  /** Listeners of every event (agents, API tokens, caches). */
  all: Set<EventListener>;
  /**
   * Customers' listeners, by customer. A lone listener is kept without a set: a node holds 10,000
   * idle widgets, and an empty set's table alone is some 200 bytes more for each collection to mark.
   */
  customers: Map<string, CustomerListeners>;
}

function addCustomerListener(ws: WorkspaceListeners, customerId: string, listener: EventListener): void {
  const had = ws.customers.get(customerId);
  if (had === undefined) ws.customers.set(customerId, listener);
  else if (had instanceof Set) had.add(listener);
  else if (had !== listener) ws.customers.set(customerId, new Set([had, listener]));
}

/** False when the listener was not there (unsubscribed already). */
function removeCustomerListener(ws: WorkspaceListeners, customerId: string, listener: EventListener): boolean {
  const had = ws.customers.get(customerId);
  if (had === listener) return ws.customers.delete(customerId);
  if (!(had instanceof Set) || !had.delete(listener)) return false;
  if (had.size === 1) ws.customers.set(customerId, had.values().next().value as EventListener);
  return true;
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
    const owner = ws;
    const { customerId } = scope;
    if (customerId === undefined) owner.all.add(listener);
    else addCustomerListener(owner, customerId, listener);
    return () => {
      const removed = customerId === undefined ? owner.all.delete(listener) : removeCustomerListener(owner, customerId, listener);
      if (!removed) return;
      if (owner.all.size === 0 && owner.customers.size === 0 && this.workspaces.get(workspaceId) === owner) this.workspaces.delete(workspaceId);
    };
  }

  dispatch(event: DomainEvent): void {
    const ws = this.workspaces.get(event.workspaceId);
    if (!ws) return;
    const called: EventListener[] = [...ws.all];
    const reach = (listeners: CustomerListeners | undefined) => {
      if (listeners instanceof Set) called.push(...listeners);
      else if (listeners) called.push(listeners);
    };
    if (ws.customers.size > 0) {
      const reached = customersReached(event);
      if (reached === 'all') for (const listeners of ws.customers.values()) reach(listeners);
      // A merged conversation may name its own customer among the merged ones: each is called once.
      else for (const id of new Set(reached)) reach(ws.customers.get(id));
    }
    for (const listener of called) listener(event);
  }

  get size(): number {
    let n = 0;
    for (const ws of this.workspaces.values()) {
      n += ws.all.size;
      for (const listeners of ws.customers.values()) n += listeners instanceof Set ? listeners.size : 1;
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
