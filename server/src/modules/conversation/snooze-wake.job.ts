import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { EventBus } from '../../core/events/event-bus';
import { systemAccess } from './conversation-access';
import { ConversationChange } from './conversation-change';
import { Outbox } from './conversation-events';
import { selectByIds } from './conversation-query';
import type { JobPayloads, JobQueue } from '../../core/jobs/job-queue';

interface WakeDeps {
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
}

/** Asks for the wake-up of a snooze, inside the transaction that sets it: no snooze without its job. */
export function scheduleSnoozeWake(jobs: JobQueue, m: EntityManager, job: JobPayloads['snooze-wake']): Promise<string | null> {
  return jobs.send('snooze-wake', job, { startAfter: new Date(job.until), singletonKey: `${job.conversationId}:${job.until}`, manager: m });
}

/**
 * Snoozed conversations come back by themselves (spec §4 Snooze). The job of a snooze runs at its
 * time on one node (pg-boss); it wakes the conversation only if that snooze still stands (one
 * cleared or moved has another job or none), under a row lock, through the same path as an agent's
 * change (ConversationChange): snooze cleared, a system notice, `conversation.updated` with
 * `snooze: 0` and `counts.changed` after the commit. Answers whether it woke it.
 */
export async function wakeSnooze(deps: WakeDeps, job: JobPayloads['snooze-wake']): Promise<boolean> {
  const outbox = await deps.dataSource.transaction(async (m) => {
    // The wake-up acts for nobody: every conversation of the workspace, notices signed by the system.
    const access = systemAccess(job.workspaceId);
    const [row] = await selectByIds(m, access, [job.conversationId], { lock: true, readers: true });
    const until = row?.snooze_until?.getTime();
    if (!row || until === undefined || until !== job.until || until > Date.now()) return null;
    const change = new ConversationChange(m, access, access.actor, row);
    change.noticeBy = { type: 'system', id: null };
    change.set('snooze_until', null, 'snooze');
    change.notice({ action: 'unsnooze', until }, 'Snooze ended');
    change.countsChanged();
    const events = new Outbox(job.workspaceId);
    await change.commit(events);
    return events;
  });
  if (!outbox) return false;
  await outbox.publish(deps.bus);
  return true;
}

/**
 * At start: every standing snooze has its job. Snoozes set before jobs existed (or whose job was
 * lost) get one now; the singleton key keeps a snooze that has its job at one.
 */
export async function scheduleStandingSnoozes(deps: WakeDeps, jobs: JobQueue): Promise<number> {
  const rows: { id: string; workspace_id: string; until: string }[] = await deps.dataSource.query(
    `SELECT id, workspace_id, (extract(epoch from snooze_until) * 1000)::bigint AS until FROM conversation WHERE snooze_until IS NOT NULL`,
  );
  let scheduled = 0;
  for (const r of rows) {
    const id = await jobs.send(
      'snooze-wake',
      { workspaceId: r.workspace_id, conversationId: r.id, until: Number(r.until) },
      { startAfter: new Date(Number(r.until)), singletonKey: `${r.id}:${Number(r.until)}` },
    );
    if (id) scheduled += 1;
  }
  if (scheduled > 0) deps.logger.info({ scheduled }, 'snooze wake-ups scheduled at start');
  return scheduled;
}
