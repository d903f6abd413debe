import { Client } from 'pg';

export async function openDatabaseClient(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Waits until the user has presence rows on this many nodes (a node writes its row when the user's
 * first connection to it opens and deletes it when the last closes): a positive proof that the
 * nodes have handled the connections and closes, instead of a sleep.
 */
export async function presenceRowsReach(db: Client, userId: string, rows: number, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { rows: found } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM presence WHERE user_id = $1', [userId]);
    if (Number(found[0].n) === rows) return;
    if (Date.now() > end) throw new Error(`presence of ${userId}: rows on ${found[0].n} nodes, wanted ${rows}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
