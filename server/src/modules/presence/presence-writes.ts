import type { DataSource, EntityManager } from 'typeorm';
import { NOW_MS, onlineSql } from './presence-sql';

export interface PresenceUser {
  type: 'agent' | 'customer';
  id: string;
  workspaceId: string;
}

/** A user whose cluster-wide online state a write changed, with their lastActivity (ms) as it wrote it. */
export interface PresenceChange {
  user: PresenceUser;
  online: boolean;
  lastActivity: number | null;
}

/**
 * Serializes each user's presence transitions across nodes until the transaction ends. The locks of
 * a batch are taken in the order of their keys, so two nodes' batches sharing users wait for each
 * other instead of deadlocking; the key is the one a single user's write has always taken.
 */
async function lockUsers(m: EntityManager, userIds: readonly string[]): Promise<void> {
  await m.query(
    `SELECT pg_advisory_xact_lock(k) FROM (
       SELECT DISTINCT hashtext('presence:' || id) AS k FROM unnest($1::text[]) AS id ORDER BY k
     ) keys`,
    [userIds],
  );
}

/** Which of these users have an open realtime connection on any live node. */
async function onlineAmong(m: EntityManager, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows: { id: string }[] = await m.query(`SELECT id FROM unnest($1::uuid[]) AS id WHERE ${onlineSql('id')}`, [userIds]);
  return new Set(rows.map((r) => r.id));
}

/** Sets the users' lastActivity to now; answers it (ms) by user. */
async function touch(m: EntityManager, users: readonly PresenceUser[]): Promise<Map<string, number>> {
  const at = new Map<string, number>();
  for (const type of ['agent', 'customer'] as const) {
    const ids = users.filter((u) => u.type === type).map((u) => u.id);
    if (ids.length === 0) continue;
    // TypeORM answers an UPDATE with [rows, count].
    const [rows]: [{ id: string; at: Date }[], number] = await m.query(
      `UPDATE ${type} SET last_activity = ${NOW_MS} WHERE id = ANY($1::uuid[]) RETURNING id, last_activity AS at`,
      [ids],
    );
    for (const r of rows) at.set(r.id, r.at.getTime());
  }
  return at;
}

/**
 * Writes this node's connection counts of a batch of users in one transaction (a reconnect storm
 * of a thousand widgets is a few of these instead of a thousand), reading under each user's lock
 * whether any node had them online before and after, so exactly the cluster's transitions come back.
 */
export async function writeCounts(dataSource: DataSource, nodeId: string, batch: readonly { user: PresenceUser; count: number }[]): Promise<PresenceChange[]> {
  const ids = batch.map((b) => b.user.id);
  const down = batch.filter((b) => b.count <= 0).map((b) => b.user.id);
  return dataSource.transaction(async (m) => {
    await lockUsers(m, ids);
    const before = await onlineAmong(m, ids);
    // lastActivity first: its UPDATE waits for an erasure holding the user's row, and a user it no
    // longer finds (erased or removed) gets no presence row, so a connection counted before the
    // erasure cannot leave one after it.
    const lastActivity = await touch(
      m,
      batch.map((b) => b.user),
    );
    const up = batch.filter((b) => b.count > 0 && lastActivity.has(b.user.id));
    if (up.length > 0) {
      await m.query(
        `INSERT INTO presence (user_id, node_id, user_type, workspace_id, connections)
         SELECT u.id, $1, u.type, u.workspace_id, u.connections FROM unnest($2::uuid[], $3::text[], $4::uuid[], $5::int[]) AS u(id, type, workspace_id, connections)
         ON CONFLICT (user_id, node_id) DO UPDATE SET connections = EXCLUDED.connections, seen_at = now()`,
        [nodeId, up.map((b) => b.user.id), up.map((b) => b.user.type), up.map((b) => b.user.workspaceId), up.map((b) => b.count)],
      );
    }
    if (down.length > 0) await m.query('DELETE FROM presence WHERE node_id = $1 AND user_id = ANY($2::uuid[])', [nodeId, down]);
    const after = await onlineAmong(m, down);
    return batch.flatMap(({ user, count }) => {
      if (!lastActivity.has(user.id)) return [];
      const online = count > 0 || after.has(user.id);
      return before.has(user.id) === online ? [] : [{ user, online, lastActivity: lastActivity.get(user.id) ?? null }];
    });
  });
}

/**
 * Of users whose rows on some node just went (a swept node, this node's shutdown; each user once):
 * those no node has online any more, their lastActivity set to now.
 */
export async function wentOffline(dataSource: DataSource, users: readonly PresenceUser[]): Promise<PresenceChange[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  return dataSource.transaction(async (m) => {
    await lockUsers(m, ids);
    const online = await onlineAmong(m, ids);
    const offline = users.filter((u) => !online.has(u.id));
    const lastActivity = await touch(m, offline);
    return offline.map((user) => ({ user, online: false, lastActivity: lastActivity.get(user.id) ?? null }));
  });
}

/** A presence change names at most this many of a customer's conversations, the most recent first. */
const PRESENCE_CONVERSATIONS = 50;

/** The latest conversations of each of these customers, by customer (one query for a batch's customers). */
export async function latestConversations(dataSource: DataSource, customers: readonly PresenceUser[]): Promise<Map<string, string[]>> {
  if (customers.length === 0) return new Map();
  const rows: { id: string; conversation_ids: string[] }[] = await dataSource.query(
    `SELECT u.id, ARRAY(
       SELECT c.id::text FROM conversation c WHERE c.customer_id = u.id AND c.workspace_id = u.workspace_id
       ORDER BY c.order_at DESC, c.id DESC LIMIT ${PRESENCE_CONVERSATIONS}
     ) AS conversation_ids
     FROM unnest($1::uuid[], $2::uuid[]) AS u(id, workspace_id)`,
    [customers.map((c) => c.id), customers.map((c) => c.workspaceId)],
  );
  return new Map(rows.map((r) => [r.id, r.conversation_ids]));
}
