import type { Logger } from '../../common/logger';

/** A periodic task whose state lives in the database, so a restart or a second node loses nothing. */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs each job once at start (what fell due while the node was down happens now), then again
 * `everyMs` after the previous run ended: runs of one job never overlap on a node, and jobs claim
 * their work in the database so that several nodes never do the same work twice.
 */
export class JobRunner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = true;

  constructor(
    private readonly jobs: readonly Job[],
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const job of this.jobs) this.tick(job);
  }

  private tick(job: Job): void {
    if (this.stopped) return;
    const run = job
      .run()
      .then(
        () => undefined,
        (err: unknown) => this.logger.error({ err, job: job.name }, 'job failed; it runs again at its next turn'),
      )
      .finally(() => {
        this.running.delete(run);
        if (this.stopped) return;
        const timer = setTimeout(() => this.tick(job), job.everyMs);
        timer.unref();
        this.timers.set(job.name, timer);
      });
    this.running.add(run);
  }

  /** No new runs; waits for the ones under way (graceful shutdown, before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
