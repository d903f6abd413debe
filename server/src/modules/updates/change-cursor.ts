import type { EntityManager } from 'typeorm';
import { encodeCursor } from './cursor-codec';
import { PREPARED } from '../../db/prepared-statements';

/**
 * The workspace's latest change number with nothing missing below it: writers take numbers without
 * waiting for each other, so a smaller number may still be uncommitted when a larger one is visible;
 * `safe_change` (migrations ChangeCursorWithoutSerialising, ChangeCursorReadWithoutQueueing) reads
 * the sequence's last number and waits for the writers then in flight, holding no lock. Call it
 * outside a transaction (`dataSource.manager`): it does not count the caller's own writes, so in a
 * transaction that has written it would answer a point its own uncommitted change is below.
 */
export async function currentChange(m: EntityManager, workspaceId: string): Promise<number> {
  const [row]: { value: string | null }[] = await m.query(`${PREPARED}SELECT safe_change($1) AS value`, [workspaceId]);
  return Number(row?.value ?? 0);
}

/** The workspace's change cursor as clients see it (cursor-codec.ts): what live events are stamped with. */
export async function currentCursor(m: EntityManager, workspaceId: string): Promise<number> {
  return encodeCursor(workspaceId, await currentChange(m, workspaceId));
}
