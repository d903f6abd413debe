import type { EntityManager } from 'typeorm';
import { encodeCursor } from '../../core/events/cursor-codec';
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

/**
 * How long an event's publisher waits for the writers in flight before its event goes out without
 * a cursor: long enough for sends and status changes (a few ms), short of a long writer (a merge
 * of a large conversation, 1.7 s for 10,000 messages) that would hold the publisher's answer.
 */
export const STAMP_WAIT_MS = 250;

/**
 * The workspace's change cursor as clients see it (cursor-codec.ts), for stamping an event: null
 * when the writers in flight have not ended within STAMP_WAIT_MS (migration ChangeCursorStampWithin).
 */
export async function stampCursor(m: EntityManager, workspaceId: string): Promise<number | null> {
  const [row]: { value: string | null }[] = await m.query(`${PREPARED}SELECT safe_change_within($1, $2) AS value`, [workspaceId, STAMP_WAIT_MS]);
  const value = row?.value ?? null;
  return value === null ? null : encodeCursor(workspaceId, Number(value));
}
