import type { EntityManager } from 'typeorm';

/**
 * Counts one use of each canned reply a message was written with, inside the send's transaction
 * (a retried send with the same localId rolls back and counts nothing twice). Only replies the
 * sender can see count: workspace ones and their own; an id that is gone (deleted since it was
 * inserted) is skipped rather than refusing the message.
 */
export async function recordCannedReplyUses(m: EntityManager, input: { workspaceId: string; agentId: string; ids: readonly string[] }): Promise<void> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return;
  await m.query(
    `UPDATE canned_reply SET use_count = use_count + 1, last_used_at = date_trunc('milliseconds', clock_timestamp())
      WHERE id = ANY($1::uuid[]) AND workspace_id = $2 AND (owner_agent_id IS NULL OR owner_agent_id = $3)`,
    [ids, input.workspaceId, input.agentId],
  );
}
