import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { Logger } from '../common/logger';
import type { EventBus } from '../realtime/event-bus';
import type { Services } from '../modules/services';
import { PRESENCE_HEARTBEAT_MS } from '../modules/presence/presence-sql';
import { JobRunner } from './job-runner';
import { wakeDueSnoozes } from './snooze-wake.job';

/** Every background job of a node; started once the node serves, stopped first on shutdown. */
export function createJobRunner(deps: { config: AppConfig; services: Services; dataSource: DataSource; bus: EventBus; logger: Logger }): JobRunner {
  return new JobRunner(
    [
      { name: 'snooze-wake', everyMs: deps.config.snoozeSweepMs, run: () => wakeDueSnoozes(deps) },
      { name: 'presence-heartbeat', everyMs: PRESENCE_HEARTBEAT_MS, run: () => deps.services.presence.heartbeat() },
    ],
    deps.logger,
  );
}
