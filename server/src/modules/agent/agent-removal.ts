import type { EntityManager } from 'typeorm';
import type { AuthenticatedActor } from '../../auth/actor';
import type { Outbox } from '../conversation/conversation-events';
import { removeAssignments } from '../conversation/conversation-refs';
import { adminConversationChange } from './admin-change';

/**
 * Before an agent's membership ends: every conversation assigned to them (or taken over as their
 * personal conversation) loses them, with an 'Unassigned' notice and the events each change makes.
 * Conversations are visited in id order so two removals never lock them in opposite orders.
 */
export async function unassignDeletedAgent(m: EntityManager, actor: AuthenticatedActor, agentId: string, outbox: Outbox): Promise<number> {
  const rows: { id: string }[] = await m.query(
    `SELECT conversation_id AS id FROM conversation_assignee WHERE agent_id = $1 AND workspace_id = $2
     UNION SELECT id FROM conversation WHERE livechat_agent_id = $1 AND workspace_id = $2
     ORDER BY id`,
    [agentId, actor.workspaceId],
  );
  for (const { id } of rows) {
    await adminConversationChange(m, actor, id, outbox, async (c) => {
      const removed = await removeAssignments(m, 'agent', { conversationId: id, ids: [agentId] });
      const [live]: { livechat_agent_id: string | null }[] = await m.query('SELECT livechat_agent_id FROM conversation WHERE id = $1', [id]);
      if (live?.livechat_agent_id === agentId) {
        c.set('livechat', false, 'livechat');
        c.set('livechat_agent_id', null, 'livechat');
      }
      if (removed.length) {
        // Its agent is gone, not a choice about it: it goes back to its teams' queues (the sweep assigns it).
        c.queue.wait();
        c.notice({ action: 'unassign', agents: removed, teams: [] }, 'Unassigned');
        c.changed('assignedAgent');
        c.readersChanged();
        c.countsChanged();
      }
    });
  }
  return rows.length;
}
