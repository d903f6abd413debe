/**
 * Presence rows (per user and node, see migration 1764800000000) count while their node refreshes
 * them; each node does every HEARTBEAT_MS, and a row older than STALE_SECONDS belongs to a node that
 * stopped without saying so (crash, network cut) and is ignored, then swept.
 */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_STALE_SECONDS = 60;
/**
 * A connected user's lastActivity is written again by the heartbeat once it is this old, not on
 * every heartbeat: each write of a customer row rewrites all nine of its indexes (four of them
 * trigram or JSON indexes), and 10,000 connected widgets cost PostgreSQL about 0.7 s of every 20.
 */
export const PRESENCE_ACTIVITY_REFRESH_SECONDS = 300;

/** SQL: whether the user in `userColumn` has an open realtime connection on any live node. */
export const onlineSql = (userColumn: string): string =>
  `EXISTS (SELECT 1 FROM presence pr WHERE pr.user_id = ${userColumn} AND pr.seen_at > now() - interval '${PRESENCE_STALE_SECONDS} seconds')`;

/** SQL: now, to the millisecond a client's lastActivity carries. */
export const NOW_MS = `date_trunc('milliseconds', now())`;
