import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../common/logger';
import { conversationSubject } from '../../core/events/events';
import type { EventBus } from '../../core/events/event-bus';
import { systemAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { selectByIds } from '../conversation/conversation-query';
import { InlineInputTemplate } from './inline-input-template.entity';
import { formOf } from './inline-input.service';
import { AppError } from '../../common/errors';
import { MessageType, type MessageMeta } from '../message/message.entity';
import { outboundDelivery } from '../platform/platform-outbound';
import { appendMessage, DuplicateLocalId } from '../message/message-writer';
import type { JobPayloads, JobQueue } from '../../core/jobs/job-queue';

type AutomationJob = JobPayloads['automation'];

interface AutomationDeps {
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  jobs: JobQueue;
}

/**
 * Inside the transaction that opens or closes a conversation: when the workspace has templates for
 * that moment, the job that sends them is stored with the change (no change without its job, no
 * job for a change that rolled back). `eventKey` names this opening or closing, so the job sends
 * each template once for it however often it runs.
 */
export async function scheduleAutomation(jobs: JobQueue, m: EntityManager, job: AutomationJob): Promise<void> {
  const [any]: unknown[] = await m.query('SELECT 1 FROM inline_input_template WHERE workspace_id = $1 AND automation_type = $2 LIMIT 1', [
    job.workspaceId,
    job.trigger,
  ]);
  if (any) await jobs.send('automation', job, { manager: m });
}

/**
 * Sends the workspace's templates for this moment (spec §9: newConversation when a conversation is
 * created, closeConversation when it closes) as forms from the chat bot (sender autoMessage, the
 * template as sender id). Each template is sent once per event: its message carries the local id
 * `<trigger>:<eventKey>`, and a second run (a retry, another node) stores nothing. A conversation
 * that has ended gets nothing. Answers how many forms were sent.
 */
export async function runAutomation(deps: AutomationDeps, job: AutomationJob): Promise<number> {
  const templates = await deps.dataSource.getRepository(InlineInputTemplate).find({
    where: { workspaceId: job.workspaceId, automationType: job.trigger },
    order: { createdAt: 'ASC' },
  });
  let sent = 0;
  for (const template of templates) {
    const outbox = new Outbox(job.workspaceId);
    try {
      const done = await deps.dataSource.transaction(async (m) => {
        const [row] = await selectByIds(m, systemAccess(job.workspaceId), [job.conversationId], { lock: true, readers: true });
        if (!row || row.status === 'terminated') return 'ended';
        const meta: MessageMeta = { type: MessageType.inlineInput, inlineInput: formOf(template), automation: job.trigger };
        // In a Facebook or provider conversation the form goes out as the platform can carry it; where
        // it cannot be sent (the response window has closed), it is not added: never shown as sent.
        let delivery: MessageMeta['delivery'] | null;
        try {
          delivery = await outboundDelivery(m, row, { internal: template.internal, senderType: 'autoMessage', meta });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          deps.logger.info(
            { conversationId: row.id, templateId: template.id, reason: err.reason },
            'automation form not sent: the platform would not take it now',
          );
          return 'skipped';
        }
        if (delivery) meta.delivery = delivery;
        const message = await appendMessage(m, {
          workspaceId: job.workspaceId,
          conversationId: row.id,
          senderType: 'autoMessage',
          senderId: template.id,
          internal: template.internal,
          meta,
          localId: `${job.trigger}:${job.eventKey}`,
        });
        if (delivery) await deps.jobs.send('platform-send', { workspaceId: job.workspaceId, messageId: message.id }, { manager: m });
        outbox.add(ConversationEvents.messageCreated, conversationSubject(subjectOf(row), { internal: template.internal }), { ...message });
        return 'sent';
      });
      if (done === 'ended') return sent;
      if (done === 'skipped') continue;
      await outbox.publish(deps.bus);
      sent += 1;
    } catch (err) {
      if (!(err instanceof DuplicateLocalId)) throw err;
    }
  }
  if (sent > 0) deps.logger.info({ conversationId: job.conversationId, trigger: job.trigger, sent }, 'automation sent its forms');
  return sent;
}
