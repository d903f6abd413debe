import type { DataSource } from 'typeorm';
import type { AuthenticatedActor } from '../auth/actor';
import type { Logger } from '../common/logger';
import type { EventBus } from '../realtime/event-bus';
import type { ConversationAccess } from '../modules/conversation/conversation-access';
import { ConversationChange } from '../modules/conversation/conversation-change';
import { Outbox } from '../modules/conversation/conversation-events';
import { selectByIds } from '../modules/conversation/conversation-query';

/** At most this many conversations woken per run, so one run never holds a node for long. */
const BATCH = 200;

/** The wake-up acts for nobody: access to every conversation of the workspace, notices signed by the system. */
function systemAccess(workspaceId: string): ConversationAccess {
  const actor: AuthenticatedActor = { kind: 'apiToken', workspaceId, tokenId: 'system', permissions: ['allConversations'] };
  return { scope: 'all', actor, workspaceId };
}

/**
 * Snoozed conversations come back by themselves (spec §4 Snooze): each conversation whose snooze
 * time has come is claimed with FOR UPDATE SKIP LOCKED in its own transaction, so two nodes never
 * take the same one (and neither waits for the other), and it changes through the same path as an
 * agent's change (ConversationChange): snooze cleared, a system notice, `conversation.updated`
 * with `snooze: 0` and `counts.changed` published after the commit. The due time is in the
 * database, so a snooze that fell due while every node was down wakes at the next start.
 */
export async function wakeDueSnoozes(deps: { dataSource: DataSource; bus: EventBus; logger: Logger }): Promise<number> {
  let woken = 0;
  while (woken < BATCH) {
    const outbox = await deps.dataSource.transaction(async (m) => {
      const [due]: { id: string; workspace_id: string }[] = await m.query(
        `SELECT id, workspace_id FROM conversation WHERE snooze_until <= now() ORDER BY snooze_until LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!due) return null;
      const access = systemAccess(due.workspace_id);
      const [row] = await selectByIds(m, access, [due.id], { lock: true, readers: true });
      const change = new ConversationChange(m, access, access.actor, row);
      change.noticeBy = { type: 'system', id: null };
      change.set('snooze_until', null, 'snooze');
      change.notice({ action: 'unsnooze', until: row.snooze_until?.getTime() }, 'Snooze ended');
      change.countsChanged();
      const events = new Outbox(due.workspace_id);
      await change.commit(events);
      return events;
    });
    if (!outbox) break;
    await outbox.publish(deps.bus);
    woken += 1;
  }
  if (woken > 0) deps.logger.debug({ woken }, 'snoozed conversations woke');
  return woken;
}
