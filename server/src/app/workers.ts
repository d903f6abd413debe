import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import type { AppConfig } from '../config/env';
import type { EventBus } from '../core/events/event-bus';
import type { Services } from './services';
import { PRESENCE_HEARTBEAT_MS } from '../modules/presence/presence-sql';
import { sweepQueues, type EngineDeps } from '../modules/assignment/assignment-engine';
import { JobRunner } from '../core/jobs/job-runner';
import type { JobQueue } from '../core/jobs/job-queue';
import { runAutomation } from '../modules/inline-input/automation.job';
import { runPlatformInbound } from '../modules/platform/platform-inbound.job';
import { runPlatformSend } from '../modules/platform/platform-send.job';
import { runMessageExport } from '../modules/report/message-export.job';
import { scheduleStandingSnoozes, wakeSnooze } from '../modules/conversation/snooze-wake.job';

interface JobDeps {
  config: AppConfig;
  services: Services;
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  jobs: JobQueue;
}

/**
 * This node's share of the durable jobs (pg-boss: each job runs on one node): snooze wake-ups, the
 * emails requests hand off, and the hourly retention schedule (a pg-boss cron: one node a turn).
 * Started once the node serves; none on a node with JOB_WORKERS=off.
 */
export async function startWorkers(deps: JobDeps): Promise<void> {
  const { jobs, services } = deps;
  if (!deps.config.jobWorkers) return;
  await jobs.work('snooze-wake', async (job) => void (await wakeSnooze(deps, job)));
  await jobs.work('password-reset', (job) => services.passwordReset.issue(job.email));
  await jobs.work('invitation-email', (job) => services.invitation.deliver(job.invitationId));
  await jobs.work('automation', async (job) => void (await runAutomation(deps, job)));
  await jobs.work('platform-inbound', async (job) => void (await runPlatformInbound(deps, job)));
  await jobs.work('platform-send', async (job) => void (await runPlatformSend(deps, job)));
  await jobs.work('message-export', async (job) => void (await runMessageExport(deps, job)));
  await jobs.work('retention', async (job) => void (await services.retention.run(job.workspaceId)));
  await jobs.work('retention-schedule', async () => void (await services.retention.scheduleDue()));
  await jobs.work('webhook-deliver', (job) => services.webhook.deliveries.drainHere(job.subscriptionId));
  await jobs.work('webhook-disabled-email', (job) => services.webhook.mailDisabled(job.subscriptionId));
  await jobs.work('agent-push', (job) => services.notification.push.run(job.notificationId));
  await jobs.work('agent-email-digest', (job) => services.notification.digest.run(job.agentId));
  await jobs.work('visitor-reply-email', (job) => services.continuity.runReplyEmail(job.conversationId));
  // Deliveries that waited while every node was down go out now, not at the first sweep.
  void services.webhook.deliveries.sweep().catch((err: unknown) => deps.logger.warn({ err }, 'webhook sweep failed'));
  await jobs.work('webhook-prune', async () => void (await services.webhook.deliveries.prune()));
  await jobs.schedule('webhook-prune', HOURLY, {});
  // Retention policies that are on run daily: each hour, due ones are queued (one waiting per workspace, modules/retention).
  await jobs.schedule('retention-schedule', HOURLY, {});
  await scheduleStandingSnoozes(deps, jobs);
}

const HOURLY = '0 * * * *';

/**
 * Work every node does for itself, on a timer (not a cluster job: each node refreshes its own
 * presence rows; the assignment sweep's decisions are the database's, so every node may run it). Started once the node serves, stopped first on shutdown.
 */
export function createNodeTimers(deps: { services: Services; config: AppConfig } & EngineDeps): JobRunner {
  return new JobRunner(
    [
      { name: 'presence-heartbeat', everyMs: PRESENCE_HEARTBEAT_MS, run: () => deps.services.presence.heartbeat() },
      // A drain lost to a crash between a commit and its drain: the queues move anyway (modules/assignment).
      { name: 'assignment-sweep', everyMs: ASSIGNMENT_SWEEP_MS, run: () => sweepQueues(deps) },
      // Webhook deliveries a stopped node or a lost job left: delivered by whichever node looks first (the lease decides).
      ...(deps.config.jobWorkers ? [{ name: 'webhook-sweep', everyMs: WEBHOOK_SWEEP_MS, run: () => deps.services.webhook.deliveries.sweep() }] : []),
    ],
    deps.logger,
  );
}

const ASSIGNMENT_SWEEP_MS = 15_000;
const WEBHOOK_SWEEP_MS = 30_000;
