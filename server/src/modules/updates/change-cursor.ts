import type { EntityManager } from 'typeorm';

/**
 * The workspace's change cursor: the largest `change_seq` of its conversations and messages (0
 * before any). Changes of one workspace take their numbers and commit one transaction after the
 * other (the `stamp_change` trigger, migration 1764800000000), so every change up to the cursor a
 * snapshot shows is in that snapshot. Each half is one step down its (workspace_id, change_seq) index.
 */
export async function currentCursor(m: EntityManager, workspaceId: string): Promise<number> {
  const [row]: { value: string | null }[] = await m.query(
    `SELECT GREATEST((SELECT max(change_seq) FROM conversation WHERE workspace_id = $1),
                     (SELECT max(change_seq) FROM message WHERE workspace_id = $1)) AS value`,
    [workspaceId],
  );
  return Number(row?.value ?? 0);
}
