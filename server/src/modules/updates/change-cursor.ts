import type { EntityManager } from 'typeorm';
import { encodeCursor } from './cursor-codec';
import { PREPARED } from '../../db/prepared-statements';

/**
 * The workspace's latest change number: the largest `change_seq` of its conversations and messages
 * (0 before any). Changes of one workspace take their numbers and commit one transaction after the
 * other (the `stamp_change` trigger, migration 1764800000000), so every change up to the number a
 * snapshot shows is in that snapshot. Each half is one step down its (workspace_id, change_seq) index.
 */
export async function currentChange(m: EntityManager, workspaceId: string): Promise<number> {
  const [row]: { value: string | null }[] = await m.query(
    `${PREPARED}SELECT GREATEST((SELECT max(change_seq) FROM conversation WHERE workspace_id = $1),
                     (SELECT max(change_seq) FROM message WHERE workspace_id = $1)) AS value`,
    [workspaceId],
  );
  return Number(row?.value ?? 0);
}

/** The workspace's change cursor as clients see it (cursor-codec.ts): what live events are stamped with. */
export async function currentCursor(m: EntityManager, workspaceId: string): Promise<number> {
  return encodeCursor(workspaceId, await currentChange(m, workspaceId));
}
