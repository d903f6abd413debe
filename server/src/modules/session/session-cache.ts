import type { AuthenticatedActor } from '../../auth/actor';
import { ACCESS_EVENTS, revokesAccess, SESSION_REVOKED } from '../../core/events/access-revocation';
import type { EventBus } from '../../core/events/event-bus';
import type { DomainEvent } from '../../core/events/events';

export type SessionActor = Extract<AuthenticatedActor, { kind: 'agent' | 'customer' }>;

interface Entry {
  actor: SessionActor;
  expiresAt: number;
  lastUsedAt: number;
  cachedAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted at most: the bound on a revocation whose bus message was lost. */
  ttlMs: number;
  maxEntries: number;
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
  private readonly entries = new Map<string, Entry>();
  private readonly watching = new Map<string, () => void>();
  private generation = 0;

  constructor(
    private readonly bus: EventBus,
    private readonly options: SessionCacheOptions = SESSION_CACHE_DEFAULTS,
  ) {
    bus.onInterrupted(() => this.clear());
    // This node's own revocations count before its answer; other nodes' arrive on the bus.
    bus.onPublish((event) => this.onEvent(event));
  }

  /** Taken before the database read whose result may be stored with `set`. */
  stamp(): number {
    return this.generation;
  }

  get(tokenHash: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (!this.bus.delivering() || now - entry.cachedAt > this.options.ttlMs || now >= entry.expiresAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, actor: SessionActor, times: { expiresAt: number; lastUsedAt: number }, stamp: number, now = Date.now()): void {
    if (stamp !== this.generation || !this.bus.delivering() || this.options.ttlMs <= 0) return;
    this.watch(actor.workspaceId);
    if (this.entries.size >= this.options.maxEntries) {
      // Map keeps insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { actor, ...times, cachedAt: now });
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
    for (const [hash, entry] of this.entries) {
      if (revokesAccess(entry.actor, event)) this.entries.delete(hash);
    }
  }
}
