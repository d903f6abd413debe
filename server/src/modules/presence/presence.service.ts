import { randomUUID } from 'node:crypto';
import type { ServiceDeps } from '../service-deps';
import { forbidden, invalid } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import { NOW_MS, onlineSql, PRESENCE_ACTIVITY_REFRESH_SECONDS, PRESENCE_STALE_SECONDS } from './presence-sql';
import { latestConversations, wentOffline, writeCounts, type PresenceChange, type PresenceUser } from './presence-writes';
import { drainForAgent } from '../assignment/assignment-engine';
import { PresenceEvents, type PresenceView } from './presence.types';

const userOf = (a: AuthenticatedActor): PresenceUser | null =>
  a.kind === 'agent'
    ? { type: 'agent', id: a.agentId, workspaceId: a.workspaceId }
    : a.kind === 'customer'
      ? { type: 'customer', id: a.customerId, workspaceId: a.workspaceId }
      : null;

interface PresenceRow {
  user_id: string;
  user_type: PresenceUser['type'];
  workspace_id: string;
}

/** Users written in one transaction at most: a storm's batches stay short enough not to hold other nodes' writes long. */
const MAX_BATCH = 500;

/**
 * Who is online (spec §3 `online`), agreed by every node through the `presence` table: this node
 * keeps its own count of open realtime connections per user and writes a row only when a user's
 * count goes from 0 to 1 or back. The writes of users whose count changed in the same moment go
 * together (presence-writes.ts), one batch at a time, each under the per-user advisory locks that
 * also read whether any node had the user online before and after, so exactly the transitions of
 * the whole cluster are announced (`presence.changed`), in order, whichever node makes them.
 */
export class PresenceService {
  /** This process's id in the presence table. */
  readonly nodeId = randomUUID();
  private readonly connections = new Map<string, { user: PresenceUser; count: number }>();
  /** Users whose count changed since their last write, waiting for the next batch. */
  private readonly pending = new Map<string, PresenceUser>();
  /** Users of the batch being written. */
  private readonly inFlight = new Set<string>();
  private writing: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly deps: ServiceDeps) {}

  /** A realtime connection of this actor opened on this node (API tokens have no presence). */
  connected(actor: AuthenticatedActor): void {
    const user = userOf(actor);
    if (!user || this.closed) return;
    const entry = this.connections.get(user.id) ?? { user, count: 0 };
    entry.count += 1;
    this.connections.set(user.id, entry);
    if (entry.count === 1) this.enqueue(user);
  }

  /** The connection closed. */
  disconnected(actor: AuthenticatedActor): void {
    const user = userOf(actor);
    if (!user || this.closed) return;
    const entry = this.connections.get(user.id);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    this.connections.delete(user.id);
    this.enqueue(user);
  }

  /** The user's count is written by the next batch, which reads it as it is when it runs. */
  private enqueue(user: PresenceUser): void {
    this.pending.set(user.id, user);
    if (!this.writing) this.writing = this.writeBatches();
  }

  private async writeBatches(): Promise<void> {
    try {
      // Changes of the same turn of the event loop (sockets of a reconnect storm) share a batch.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (this.pending.size > 0) {
        const users = [...this.pending.values()].slice(0, MAX_BATCH);
        for (const user of users) {
          this.pending.delete(user.id);
          this.inFlight.add(user.id);
        }
        try {
          await this.writeBatch(users);
        } catch (err: unknown) {
          // The heartbeat writes these users again (their rows are not fresh).
          this.deps.logger.warn({ err, users: users.length }, 'presence update failed');
        } finally {
          this.inFlight.clear();
        }
      }
    } finally {
      this.writing = null;
    }
  }

  private async writeBatch(users: PresenceUser[]): Promise<void> {
    const batch = users.map((user) => ({ user, count: this.connections.get(user.id)?.count ?? 0 }));
    const changes = await writeCounts(this.deps.dataSource, this.nodeId, batch);
    if (this.closed) return;
    await this.announce(changes);
    // An agent who came online (on any node: this write saw the cluster's transition) takes what waits for their teams.
    for (const { user, online } of changes) {
      if (!online || user.type !== 'agent' || this.closed) continue;
      // One agent's drain failing leaves the others' (the queue sweep retries it).
      await drainForAgent(this.deps, user.workspaceId, user.id).catch((err: unknown) =>
        this.deps.logger.warn({ err, agentId: user.id }, 'taking queued conversations on coming online failed'),
      );
    }
  }

  /**
   * To the agents of the workspace (the inbox's online dots), not to the person themselves. A
   * customer's change names their latest conversations too, so an inbox card or a pane header
   * showing one of them updates without looking the customer up (docs/realtime.md).
   */
  private async announce(changes: readonly PresenceChange[]): Promise<void> {
    const customers = changes.filter((c) => c.user.type === 'customer').map((c) => c.user);
    // The changes are written: each is told even if their conversations cannot be read now.
    const conversations = await latestConversations(this.deps.dataSource, customers).catch((err: unknown) => {
      this.deps.logger.warn({ err }, "reading the customers' conversations for presence failed");
      return new Map<string, string[]>();
    });
    for (const { user, online, lastActivity } of changes) {
      const payload: Record<string, unknown> = { userId: user.id, userType: user.type, online, lastActivity };
      if (user.type === 'customer') {
        payload.customerId = user.id;
        payload.conversationIds = conversations.get(user.id) ?? [];
      }
      const subject = user.type === 'agent' ? { agentIds: [user.id] } : { customerId: user.id };
      // One publish failing (the bus down) does not silence the rest of the batch.
      await this.deps.bus
        .publish(domainEvent(PresenceEvents.changed, user.workspaceId, { ...subject, except: user.id }, payload))
        .catch((err: unknown) => this.deps.logger.warn({ err, userId: user.id }, 'presence change not published'));
    }
  }

  /**
   * Every PRESENCE_HEARTBEAT_MS (jobs/): keeps this node's rows fresh and the lastActivity of its
   * connected users within PRESENCE_ACTIVITY_REFRESH_SECONDS of now, rewrites any row of ours another
   * node swept while we stalled, and sweeps the rows of nodes that stopped refreshing, announcing
   * those users offline.
   *
   * With 10,000 widgets connected, reading back every row refreshed and sending every connected id
   * for lastActivity cost the node 18 ms of CPU a heartbeat; counting the rows and refreshing
   * lastActivity through them, 4 ms (bench:presence-heartbeat). So the refresh only counts its rows:
   * fewer than the users whose rows are settled (no write pending) means some were swept, and only
   * then are they read.
   */
  async heartbeat(): Promise<void> {
    if (this.closed) return;
    const ds = this.deps.dataSource;
    // TypeORM answers an UPDATE or DELETE with [rows, count].
    const [, refreshed]: [unknown[], number] = await ds.query('UPDATE presence SET seen_at = now() WHERE node_id = $1', [this.nodeId]);
    let settled = 0;
    const types = new Set<PresenceUser['type']>();
    for (const { user } of this.connections.values()) {
      types.add(user.type);
      if (this.settled(user.id)) settled += 1;
    }
    // A user whose disconnect is pending still has a row: the count can hide a swept row for one heartbeat, not two.
    if (refreshed < settled) await this.rewriteSwept();
    for (const type of types) {
      await ds.query(
        `UPDATE ${type} u SET last_activity = ${NOW_MS} FROM presence p
           WHERE p.node_id = $1 AND p.user_type = '${type}' AND u.id = p.user_id
             AND (u.last_activity IS NULL OR u.last_activity < now() - interval '${PRESENCE_ACTIVITY_REFRESH_SECONDS} seconds')`,
        [this.nodeId],
      );
    }
    const [stale]: [PresenceRow[], number] = await ds.query(
      `DELETE FROM presence WHERE seen_at <= now() - interval '${PRESENCE_STALE_SECONDS} seconds' RETURNING user_id, user_type, workspace_id`,
    );
    await this.announceIfOffline(stale.map((r) => ({ id: r.user_id, type: r.user_type, workspaceId: r.workspace_id })));
  }

  /** No write of this user's count is waiting or under way: their row is as the last write left it. */
  private settled(userId: string): boolean {
    return !this.pending.has(userId) && !this.inFlight.has(userId);
  }

  /** Writes again the connected users of this node whose rows are gone (swept by another node while this one stalled). */
  private async rewriteSwept(): Promise<void> {
    const rows: { user_id: string }[] = await this.deps.dataSource.query('SELECT user_id FROM presence WHERE node_id = $1', [this.nodeId]);
    const present = new Set(rows.map((r) => r.user_id));
    for (const { user } of this.connections.values()) {
      if (!present.has(user.id) && this.settled(user.id)) this.enqueue(user);
    }
  }

  /** Graceful shutdown: this node's users are offline unless another node holds a connection. */
  async shutdown(): Promise<void> {
    if (this.closed) return;
    // Writes under way finish first (a connection that closed just now is announced by its own write).
    while (this.writing) await this.writing;
    this.closed = true;
    this.connections.clear();
    const [gone]: [PresenceRow[], number] = await this.deps.dataSource.query(
      'DELETE FROM presence WHERE node_id = $1 RETURNING user_id, user_type, workspace_id',
      [this.nodeId],
    );
    await this.announceIfOffline(
      gone.map((r) => ({ id: r.user_id, type: r.user_type, workspaceId: r.workspace_id })),
      true,
    );
  }

  private async announceIfOffline(users: PresenceUser[], evenIfClosed = false): Promise<void> {
    // A user may have had rows on several of the nodes swept.
    const unique = [...new Map(users.map((u) => [u.id, u])).values()];
    for (let i = 0; i < unique.length; i += MAX_BATCH) {
      const changes = await wentOffline(this.deps.dataSource, unique.slice(i, i + MAX_BATCH));
      if (evenIfClosed || !this.closed) await this.announce(changes);
    }
  }

  /** `online` and `lastActivity` of agents and customers of the caller's workspace (agents and API tokens only). */
  async lookup(actor: Actor, userIds: string[]): Promise<PresenceView[]> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('presence.presenceIsForAgents');
    if (userIds.length > 100) throw invalid('common.atMost100Ids', { userId: 'tooMany' });
    const ids = [...new Set(userIds.filter(isUuid))];
    if (ids.length === 0) return [];
    const rows: { id: string; type: PresenceUser['type']; last_activity: Date | null; online: boolean }[] = await this.deps.dataSource.query(
      `SELECT u.id, u.type, u.last_activity, ${onlineSql('u.id')} AS online FROM (
         SELECT id, 'agent' AS type, last_activity FROM agent WHERE workspace_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL
         UNION ALL
         SELECT id, 'customer' AS type, last_activity FROM customer WHERE workspace_id = $1 AND id = ANY($2::uuid[])
       ) u`,
      [a.workspaceId, ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ userId: r.id, userType: r.type, online: r.online, lastActivity: r.last_activity?.getTime() ?? null }] : [];
    });
  }
}
