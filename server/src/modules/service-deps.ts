import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { EventBus } from '../core/events/event-bus';
import type { Logger } from '../common/logger';
import type { Mailer } from '../mail/mailer';
import type { RateLimits } from '../auth/rate-limits';
import type { JobQueue } from '../core/jobs/job-queue';

/** What every service is built from (the app builds it once; it names the bus and the job queue, so it sits with the modules, not in common/). */
export interface ServiceDeps {
  config: AppConfig;
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Durable jobs (pg-boss): work a request hands off (emails) or that falls due later (snooze wake-ups). */
  jobs: JobQueue;
}
