import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../../common/deps';
import { forbidden, invalid } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { domainEvent } from '../../realtime/events';
import { onlineSql, PRESENCE_STALE_SECONDS } from './presence-sql';
import { drainForAgent } from '../assignment/assignment-engine';
import { PresenceEvents, type PresenceView } from './presence.types';

interface PresenceUser {
  type: 'agent' | 'customer';
  id: string;
  workspaceId: string;
}

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

/** A presence change names at most this many of a customer's conversations, the most recent first. */
const PRESENCE_CONVERSATIONS = 50;

const NOW_MS = `date_trunc('milliseconds', now())`;

/**
 * Who is online (spec §3 `online`), agreed by every node through the `presence` table: this node
 * keeps its own count of open realtime connections per user and writes a row only when a user's
 * count goes from 0 to 1 or back. Each such write runs under a per-user advisory lock that also
 * reads whether any node had the user online before and after, so exactly the transitions of the
 * whole cluster are announced (`presence.changed`), in order, whichever node makes them.
 */
export class PresenceService {
  /** This process's id in the presence table. */
  readonly nodeId = randomUUID();
  private readonly connections = new Map<string, { user: PresenceUser; count: number }>();
  private readonly queues = new Map<string, Promise<void>>();
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

  /** Per user, one write at a time and in order; each reads the count as it is when it runs. */
  private enqueue(user: PresenceUser): void {
    const previous = this.queues.get(user.id) ?? Promise.resolve();
    const next = previous.then(() => this.sync(user)).catch((err: unknown) => this.deps.logger.warn({ err, userId: user.id }, 'presence update failed'));
    this.queues.set(user.id, next);
    void next.then(() => {
      if (this.queues.get(user.id) === next) this.queues.delete(user.id);
    });
  }

  private async sync(user: PresenceUser): Promise<void> {
    const count = this.connections.get(user.id)?.count ?? 0;
    const changed = await this.deps.dataSource.transaction(async (m) => {
      await lockUser(m, user.id);
      const before = await isOnline(m, user.id);
      if (count > 0) {
        await m.query(
          `INSERT INTO presence (user_id, node_id, user_type, workspace_id, connections) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, node_id) DO UPDATE SET connections = EXCLUDED.connections, seen_at = now()`,
          [user.id, this.nodeId, user.type, user.workspaceId, count],
        );
      } else {
        await m.query('DELETE FROM presence WHERE user_id = $1 AND node_id = $2', [user.id, this.nodeId]);
      }
      const lastActivity = await touch(m, user);
      const after = count > 0 || (await isOnline(m, user.id));
      return before === after ? null : { online: after, lastActivity };
    });
    if (changed && !this.closed) await this.announce(user, changed.online, changed.lastActivity);
    // An agent who came online (on any node: this write saw the cluster's transition) takes what waits for their teams.
    if (changed?.online && user.type === 'agent' && !this.closed) await drainForAgent(this.deps, user.workspaceId, user.id);
  }

  /**
   * To the agents of the workspace (the inbox's online dots), not to the person themselves. A
   * customer's change names their latest conversations too, so an inbox card or a pane header
   * showing one of them updates without looking the customer up (docs/realtime.md).
   */
  private async announce(user: PresenceUser, online: boolean, lastActivity: number | null): Promise<void> {
    const payload: Record<string, unknown> = { userId: user.id, userType: user.type, online, lastActivity };
    if (user.type === 'customer') {
      const rows: { id: string }[] = await this.deps.dataSource.query(
        `SELECT id FROM conversation WHERE customer_id = $1 AND workspace_id = $2 ORDER BY order_at DESC, id DESC LIMIT ${PRESENCE_CONVERSATIONS}`,
        [user.id, user.workspaceId],
      );
      payload.customerId = user.id;
      payload.conversationIds = rows.map((r) => r.id);
    }
    const subject = user.type === 'agent' ? { agentIds: [user.id] } : { customerId: user.id };
    await this.deps.bus.publish(domainEvent(PresenceEvents.changed, user.workspaceId, { ...subject, except: user.id }, payload));
  }

  /**
   * Every PRESENCE_HEARTBEAT_MS (jobs/): keeps this node's rows fresh and the lastActivity of its
   * connected users current, rewrites any row of ours another node swept while we stalled, and
   * sweeps the rows of nodes that stopped refreshing, announcing those users offline.
   */
  async heartbeat(): Promise<void> {
    if (this.closed) return;
    const ds = this.deps.dataSource;
    // TypeORM answers an UPDATE or DELETE with [rows, count].
    const [refreshed]: [{ user_id: string }[], number] = await ds.query('UPDATE presence SET seen_at = now() WHERE node_id = $1 RETURNING user_id', [
      this.nodeId,
    ]);
    const fresh = new Set(refreshed.map((r) => r.user_id));
    const users = [...this.connections.values()].map((c) => c.user);
    for (const type of ['agent', 'customer'] as const) {
      const ids = users.filter((u) => u.type === type).map((u) => u.id);
      if (ids.length) await ds.query(`UPDATE ${type} SET last_activity = ${NOW_MS} WHERE id = ANY($1::uuid[])`, [ids]);
    }
    for (const user of users) if (!fresh.has(user.id) && !this.queues.has(user.id)) this.enqueue(user);
    const [stale]: [PresenceRow[], number] = await ds.query(
      `DELETE FROM presence WHERE seen_at <= now() - interval '${PRESENCE_STALE_SECONDS} seconds' RETURNING user_id, user_type, workspace_id`,
    );
    await this.announceIfOffline(stale.map((r) => ({ id: r.user_id, type: r.user_type, workspaceId: r.workspace_id })));
  }

  /** Graceful shutdown: this node's users are offline unless another node holds a connection. */
  async shutdown(): Promise<void> {
    if (this.closed) return;
    // Writes under way finish first (a connection that closed just now is announced by its own write).
    while (this.queues.size > 0) await Promise.allSettled([...this.queues.values()]);
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
    const seen = new Set<string>();
    for (const user of users) {
      if (seen.has(user.id)) continue;
      seen.add(user.id);
      const lastActivity = await this.deps.dataSource.transaction(async (m) => {
        await lockUser(m, user.id);
        return (await isOnline(m, user.id)) ? undefined : touch(m, user);
      });
      if (lastActivity !== undefined && (evenIfClosed || !this.closed)) await this.announce(user, false, lastActivity);
    }
  }

  /** `online` and `lastActivity` of agents and customers of the caller's workspace (agents and API tokens only). */
  async lookup(actor: Actor, userIds: string[]): Promise<PresenceView[]> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('Presence is for agents');
    if (userIds.length > 100) throw invalid('At most 100 ids at a time', { userId: 'tooMany' });
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

/** Serializes one user's presence transitions across nodes (PGlite has one connection anyway). */
async function lockUser(m: EntityManager, userId: string): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`presence:${userId}`]);
}

async function isOnline(m: EntityManager, userId: string): Promise<boolean> {
  const [row]: { online: boolean }[] = await m.query(`SELECT ${onlineSql('$1::uuid')} AS online`, [userId]);
  return row.online;
}

/** Sets the user's lastActivity to now and answers it (ms). */
async function touch(m: EntityManager, user: PresenceUser): Promise<number | null> {
  const [rows]: [{ at: Date }[], number] = await m.query(`UPDATE ${user.type} SET last_activity = ${NOW_MS} WHERE id = $1 RETURNING last_activity AS at`, [
    user.id,
  ]);
  return rows[0]?.at.getTime() ?? null;
}
