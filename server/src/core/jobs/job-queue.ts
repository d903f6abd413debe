import PgBoss from 'pg-boss';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { Logger } from '../../common/logger';

// pg-boss's own statements (10.x, src/plans.js: not in its typings).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plans = require('pg-boss/src/plans') as { completeJobs(schema: string): string; failJobsById(schema: string): string };

/** Every durable job and what it carries. Payloads are stored in clear: never a token or a secret. */
export interface JobPayloads {
  /** A snoozed conversation's time has come (sent with startAfter = the snooze time). */
  'snooze-wake': { workspaceId: string; conversationId: string; until: number };
  /** A password reset was asked for: look the email up, make a link, mail it. */
  'password-reset': { email: string };
  /** An invitation was recorded: make its link and mail it. */
  'invitation-email': { invitationId: string };
  /** A conversation opened or closed in a workspace with templates for that moment: send them (spec §9). */
  automation: { workspaceId: string; conversationId: string; trigger: 'newConversation' | 'closeConversation'; eventKey: string };
  /** A platform delivery was stored (platform_event): read it and write its messages. */
  'platform-inbound': { eventId: string };
  /** An agent's reply in a platform conversation: send it to the platform. */
  'platform-send': { workspaceId: string; messageId: string };
  /** A message-history archive was asked for (message_export row): build it. */
  'message-export': { exportId: string };
  /** A workspace's retention policy is due (daily) or was just switched on: delete what it covers. */
  retention: { workspaceId: string };
  /** The hour has come (a pg-boss cron schedule, sent once for the cluster): queue the retention runs that are due. */
  'retention-schedule': Record<string, never>;
  /** A webhook subscription has deliveries due (a retry's time, or events recorded on a node that runs no jobs): deliver them. */
  'webhook-deliver': { subscriptionId: string };
  /** The hour has come (a pg-boss cron schedule): delivered webhook deliveries past the log's keeping time are deleted. */
  'webhook-prune': Record<string, never>;
  /** A webhook subscription was disabled after failures: email its workspace's admins. */
  'webhook-disabled-email': { subscriptionId: string };
  /** An agent_notification row was written with a push to send: send it to each of the agent's browsers (modules/notification). */
  'agent-push': { notificationId: string };
  /** An agent has notifications waiting for email: the window has passed, send them as one email (startAfter = the window's end). */
  'agent-email-digest': { agentId: string };
  /** An agent replied to a visitor who may have left: at startAfter, email what they have not read (modules/continuity). */
  'visitor-reply-email': { conversationId: string };
}
export type JobName = keyof JobPayloads;

/**
 * Retries and backoff per queue (pg-boss: retryDelay seconds, doubled each retry with backoff).
 * Emails: 5 tries over about 5 minutes, which outlasts a short SMTP outage. Snooze wake-ups are
 * `short` queues: one waiting job per singleton key, so scheduling a snooze twice keeps one.
 */
const QUEUES: Record<JobName, PgBoss.Queue> = {
  'snooze-wake': { name: 'snooze-wake', policy: 'short', retryLimit: 5, retryDelay: 5, retryBackoff: true },
  'password-reset': { name: 'password-reset', policy: 'standard', retryLimit: 4, retryDelay: 20, retryBackoff: true },
  'invitation-email': { name: 'invitation-email', policy: 'standard', retryLimit: 4, retryDelay: 20, retryBackoff: true },
  automation: { name: 'automation', policy: 'standard', retryLimit: 5, retryDelay: 2, retryBackoff: true },
  // Downloads and database hiccups: retried; the event row makes a repeat write nothing.
  'platform-inbound': { name: 'platform-inbound', policy: 'standard', retryLimit: 5, retryDelay: 2, retryBackoff: true },
  // The platform's own refusals end as a failed message the agent retries; only crashes retry here.
  'platform-send': { name: 'platform-send', policy: 'standard', retryLimit: 2, retryDelay: 2, retryBackoff: true },
  // A build that crashed (or whose node died: pg-boss hands it out again when it expires) starts
  // over; one that fails on its own marks the archive failed instead of retrying.
  'message-export': { name: 'message-export', policy: 'standard', retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 3600 },
  // One run of a workspace at a time and one waiting (stately, keyed by workspace); a run that
  // crashed starts again and deletes what is left (modules/retention).
  retention: { name: 'retention', policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
  // Only queues what is due: a failed one is tried again, and the next hour's runs anyway.
  'retention-schedule': { name: 'retention-schedule', policy: 'standard', retryLimit: 2, retryDelay: 60 },
  // One waiting per subscription (short, keyed by it): the run delivers everything due; the
  // subscription's lease keeps a second node from delivering it at the same time (modules/webhook).
  'webhook-deliver': { name: 'webhook-deliver', policy: 'short', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  'webhook-prune': { name: 'webhook-prune', policy: 'standard', retryLimit: 2, retryDelay: 60 },
  'webhook-disabled-email': { name: 'webhook-disabled-email', policy: 'standard', retryLimit: 4, retryDelay: 20, retryBackoff: true },
  // A push is worth little late: a few quick retries; the row's state keeps a retry from pushing twice.
  'agent-push': { name: 'agent-push', policy: 'standard', retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  // One waiting digest per agent (short, keyed by the agent): notifications within the window join it.
  'agent-email-digest': { name: 'agent-email-digest', policy: 'short', retryLimit: 4, retryDelay: 20, retryBackoff: true },
  // One waiting per conversation: replies within the delay go in one email.
  'visitor-reply-email': { name: 'visitor-reply-email', policy: 'short', retryLimit: 4, retryDelay: 20, retryBackoff: true },
};

const START_ATTEMPTS = 4;
const SCHEMA = 'pgboss';

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** With a `short` queue: a second job with the same key while one waits is not created. */
  singletonKey?: string;
  /** Enqueue inside this transaction: the job exists if and only if the change commits. */
  manager?: EntityManager;
}

/** pg-boss runs its SQL through TypeORM: the same pool (on PGlite, the one session) and, when asked, the caller's transaction. */
function executor(run: (text: string, values?: unknown[]) => Promise<unknown[]>): PgBoss.Db {
  return { executeSql: async (text: string, values?: unknown[]) => ({ rows: await run(text, values) }) };
}

async function structured(dataSource: DataSource, text: string, values?: unknown[]): Promise<unknown[]> {
  const runner = dataSource.createQueryRunner();
  try {
    return (await runner.query(text, values, true)).records as unknown[];
  } catch (err) {
    // pg-boss sends some work as one "BEGIN; …; COMMIT" text: a failure inside leaves the pooled
    // connection in an aborted transaction, which must not reach the next user of the pool.
    await runner.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await runner.release();
  }
}

/**
 * Durable jobs on pg-boss (its own schema, `pgboss`, created and migrated by pg-boss at start), on
 * PGlite and PostgreSQL alike: a job is stored with the change that asks for it, survives a
 * restart, and is fetched by one node only (SKIP LOCKED), with retries and backoff per queue.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  /** This node's worker of each queue it works (pg-boss worker ids). */
  private readonly workers = new Map<JobName, string>();
  /** Failed runs on this node, by queue, since it started (read by /metrics). */
  readonly failures = new Map<JobName, number>();
  /** Queues that got a job inside a transaction still open: woken when it commits. */
  private readonly afterCommit = new WeakMap<QueryRunner, Set<JobName>>();

  constructor(
    dataSource: DataSource,
    private readonly logger: Logger,
    private readonly options: { pollingSeconds: number },
  ) {
    // pg-boss records a job's outcome without awaiting it (manager.js, onFetch): a failure there — the
    // database restarting, or closed at shutdown after the graceful wait — would be an unhandled
    // rejection, which ends the process. The job stays active and pg-boss hands it out again when it
    // expires (its handlers are idempotent); the failure is logged.
    const outcomes = new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)]);
    this.boss = new PgBoss({
      db: executor(async (text, values) => {
        if (!outcomes.has(text)) return structured(dataSource, text, values);
        try {
          return await structured(dataSource, text, values);
        } catch (err) {
          this.logger.warn({ err }, 'a job outcome was not recorded; the job runs again when it expires');
          return [{ count: '0' }];
        }
      }),
      schema: SCHEMA,
      // Maintenance and cron run on every node, each turn claimed by one node in pg-boss's own
      // table. A due cron job waits in pg-boss's internal queue until a node's next fetch of it:
      // every 30 s instead of 5, as all our schedules are hourly or slower and each fetch is a statement.
      schedule: true,
      cronWorkerIntervalSeconds: 30,
    });
    this.boss.on('error', (err: unknown) => this.logger.error({ err }, 'job queue error'));
    dataSource.subscribers.push(this.commitWatch());
  }

  /** Wakes the queues of jobs sent in a transaction once it commits (not a savepoint's release); a rollback forgets them. */
  private commitWatch(): EntitySubscriberInterface {
    return {
      afterTransactionCommit: ({ queryRunner }) => {
        if (queryRunner.isTransactionActive) return;
        const queues = this.afterCommit.get(queryRunner);
        this.afterCommit.delete(queryRunner);
        for (const name of queues ?? []) this.wake(name);
      },
      afterTransactionRollback: ({ queryRunner }) => {
        if (!queryRunner.isTransactionActive) this.afterCommit.delete(queryRunner);
      },
    };
  }

  /**
   * This node's worker of the queue fetches now instead of at its next poll. Polling is left for
   * what no send announces: jobs due later (snoozes), retries and jobs of a node that died.
   */
  private wake(name: JobName): void {
    const id = this.workers.get(name);
    if (id) this.boss.notifyWorker(id);
  }

  async start(): Promise<void> {
    if (this.started) return;
    // Nodes starting together race to install pg-boss's schema (it serialises them with an advisory
    // lock, and the loser's CREATE fails): the loser starts again and finds it installed.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.boss.start();
        for (const queue of Object.values(QUEUES)) await this.boss.createQueue(queue.name, queue);
        break;
      } catch (err) {
        if (attempt >= START_ATTEMPTS) throw err;
        this.logger.warn({ err, attempt }, 'job queue start failed; trying again');
        await this.boss.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
    this.started = true;
  }

  /** Stores a job; answers its id, or null when a waiting job with the same singleton key already exists. */
  async send<N extends JobName>(name: N, data: JobPayloads[N], options: SendOptions = {}): Promise<string | null> {
    const { manager, ...rest } = options;
    const runner = manager?.queryRunner;
    const db = runner ? executor(async (text, values) => (await runner.query(text, values, true)).records as unknown[]) : undefined;
    const id = await this.boss.send(name, data, { ...rest, ...(db ? { db } : {}) });
    // A job for later is found by a poll once due.
    if (!id || (rest.startAfter && rest.startAfter.getTime() > Date.now())) return id;
    // Woken before its transaction commits, a worker would find nothing and sleep a whole poll.
    if (runner?.isTransactionActive) this.afterCommit.set(runner, (this.afterCommit.get(runner) ?? new Set<JobName>()).add(name));
    else this.wake(name);
    return id;
  }

  /** Jobs waiting in each queue (created or retrying, not yet active), for /metrics; empty before the queue started. */
  async depths(): Promise<Record<string, number>> {
    if (!this.started) return {};
    const depths: Record<string, number> = {};
    for (const queue of Object.values(QUEUES)) depths[queue.name] = await this.boss.getQueueSize(queue.name);
    return depths;
  }

  /** Runs `handle` for each job of `name` on this node, one at a time; a throw is a failure pg-boss retries. */
  async work<N extends JobName>(name: N, handle: (data: JobPayloads[N]) => Promise<void>): Promise<void> {
    const id = await this.boss.work<JobPayloads[N]>(name, { pollingIntervalSeconds: this.options.pollingSeconds, batchSize: 1 }, async ([job]) => {
      try {
        await handle(job.data);
      } catch (err) {
        this.failures.set(name, (this.failures.get(name) ?? 0) + 1);
        this.logger.warn({ err, job: name, id: job.id }, 'job failed; pg-boss retries it');
        throw err;
      } finally {
        // pg-boss waits a poll after every fetch, even one that found work: a backlog of jobs would
        // leave one per poll. Fetching again at once drains it; the fetch that finds none sleeps.
        this.wake(name);
      }
    });
    this.workers.set(name, id);
  }

  /**
   * Sends `name` with `data` at each time of `cron` (UTC), once for the whole cluster however many
   * nodes say so: pg-boss keeps one schedule per queue, and saying it again replaces it.
   */
  async schedule<N extends JobName>(name: N, cron: string, data: JobPayloads[N]): Promise<void> {
    await this.boss.schedule(name, cron, data, { tz: 'UTC' });
  }

  /** Stops fetching and waits for the jobs under way (graceful shutdown, before the database closes). */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }
}
