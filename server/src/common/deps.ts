import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { EventBus } from '../realtime/event-bus';
import type { Logger } from './logger';
import type { Mailer } from '../mail/mailer';
import type { RateLimits } from '../auth/rate-limits';
import type { TaskQueue } from '../jobs/task-queue';

/** What every service is built from. */
export interface ServiceDeps {
  config: AppConfig;
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** Work handed off so that a request answers without waiting for it (emails). */
  tasks: TaskQueue;
}
