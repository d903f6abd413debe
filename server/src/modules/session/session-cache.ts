import { LRUCache, type Perf } from 'lru-cache';
import type { AuthenticatedActor } from '../../auth/actor';
import { ACCESS_EVENTS, revokesAccess, SESSION_REVOKED } from '../../core/events/access-revocation';
import type { EventBus } from '../../core/events/event-bus';
import type { DomainEvent } from '../../core/events/events';

export type SessionActor = Extract<AuthenticatedActor, { kind: 'agent' | 'customer' }>;

interface Entry {
  actor: SessionActor;
  expiresAt: number;
  lastUsedAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted at most: the bound on a revocation whose bus message was lost. */
  ttlMs: number;
  /** Beyond it the least recently used entry goes. */
  maxEntries: number;
  /** The clock of the ttl (lru-cache's own, performance.now by default): tests bring theirs. */
  clock?: Perf;
}

/** What `stamp` answers: the invalidations seen so far and when the read began (the ttl's clock). */
export interface CacheStamp {
  readonly generation: number;
  readonly at: number;
}

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { ttlMs: 10_000, maxEntries: 50_000 };

/** The events after which a cached session may no longer be what the database says (access-revocation.ts). */
function mayRevoke(event: DomainEvent): boolean {
  return (
    event.type === SESSION_REVOKED ||
    event.type === ACCESS_EVENTS.deleted ||
    (event.type === ACCESS_EVENTS.updated && event.payload.permissionsChanged === true)
  );
}

/**
 * Every request resolves its token; a busy sender resolves the same one many times a second. This
 * keeps each resolved session (by token hash) on this node and drops it when the bus says its access
 * changed — the same events that close the session's sockets: at once on the node that published
 * them, and on every other node as the bus brings them (Redis: within a millisecond or so). Nothing is trusted while
 * the bus may be losing events (a Redis outage; everything is dropped when it comes back), nor for
 * longer than the ttl, which bounds a revocation whose publish alone was lost. A read that raced an
 * invalidating event is not kept: entries are stored only if no such event came between the read's
 * start and its end.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly watching = new Map<string, () => void>();
  private generation = 0;

  constructor(
    private readonly bus: EventBus,
    private readonly options: SessionCacheOptions = SESSION_CACHE_DEFAULTS,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      ...(options.ttlMs > 0 ? { ttl: options.ttlMs } : {}),
      // The ttl is a bound on trust: age counts from the database read, never from a later hit.
      updateAgeOnGet: false,
      // Reads the clock on every check: lru-cache's default reuses a reading for 1 ms through a timer per read.
      ttlResolution: 0,
      ...(options.clock ? { perf: options.clock } : {}),
    });
    bus.onInterrupted(() => this.clear());
    // This node's own revocations count before its answer; other nodes' arrive on the bus.
    bus.onPublish((event) => this.onEvent(event));
  }

  /** Taken before the database read whose result may be stored with `set`: the ttl counts from here. */
  stamp(): CacheStamp {
    return { generation: this.generation, at: this.entries.perf.now() };
  }

  get(tokenHash: string, now = Date.now()): Entry | undefined {
    // A stale entry (past the ttl) is dropped by lru-cache's get itself.
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (!this.bus.delivering() || now >= entry.expiresAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, actor: SessionActor, times: { expiresAt: number; lastUsedAt: number }, stamp: CacheStamp): void {
    if (stamp.generation !== this.generation || !this.bus.delivering() || this.options.ttlMs <= 0) return;
    this.watch(actor.workspaceId);
    this.entries.set(tokenHash, { actor, ...times }, { start: stamp.at });
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private watch(workspaceId: string): void {
    if (this.watching.has(workspaceId)) return;
    this.watching.set(
      workspaceId,
      this.bus.subscribe(workspaceId, (event) => this.onEvent(event)),
    );
  }

  private onEvent(event: DomainEvent): void {
    if (!mayRevoke(event)) return;
    this.generation++;
    // Collected first: lru-cache's iterators are not promised to survive deletes.
    const revoked = [...this.entries.entries()].filter(([, entry]) => revokesAccess(entry.actor, event)).map(([hash]) => hash);
    for (const hash of revoked) this.entries.delete(hash);
  }
}
