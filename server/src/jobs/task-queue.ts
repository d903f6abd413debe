import type { Logger } from '../common/logger';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the second try; each later wait is `factor` times the previous one. */
  firstDelayMs: number;
  factor: number;
}

/** Emails: 5 tries over about 10 minutes (2 s, 10 s, 50 s, 250 s), which outlasts a short SMTP outage. */
export const EMAIL_RETRY: RetryPolicy = { attempts: 5, firstDelayMs: 2_000, factor: 5 };

interface Task {
  name: string;
  run: () => Promise<void>;
  policy: RetryPolicy;
  attempt: number;
}

/**
 * Work a request hands off so that it answers without waiting for it (a password-reset email: the
 * answer must not reveal, by its time, whether the email exists). In-process, not durable: a task
 * waiting for a retry when the node stops is dropped and logged, and the person asks again. A later
 * issue moves it to pg-boss, durable and once per cluster.
 *
 * At most `concurrency` tasks run at once; the rest wait in order, up to `maxWaiting` (beyond that a
 * task is refused and logged rather than letting a flood of requests grow memory without bound).
 */
export class TaskQueue {
  private readonly waiting: Task[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly retryTimers = new Map<NodeJS.Timeout, Task>();
  /** Set by drain: no more retries; what waits still runs, and so do tasks that running ones queue. */
  private draining = false;
  /** Drained: the node is stopping and its database closes next, so nothing new is taken. */
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly options: { concurrency: number; maxWaiting: number } = { concurrency: 4, maxWaiting: 10_000 },
  ) {}

  /** Queues `run`; returns at once. Failures are retried per `policy`, then logged. */
  enqueue(name: string, run: () => Promise<void>, policy: RetryPolicy = EMAIL_RETRY): void {
    if (this.closed) {
      this.logger.warn({ task: name }, 'task refused: the node has stopped');
      return;
    }
    if (this.waiting.length >= this.options.maxWaiting) {
      this.logger.error({ task: name }, 'task refused: too many tasks waiting');
      return;
    }
    this.waiting.push({ name, run, policy, attempt: 1 });
    this.pump();
  }

  private pump(): void {
    while (this.running.size < this.options.concurrency && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      const done: Promise<void> = this.attempt(task).finally(() => {
        this.running.delete(done);
        this.pump();
      });
      this.running.add(done);
    }
  }

  private async attempt(task: Task): Promise<void> {
    try {
      await task.run();
    } catch (err) {
      if (task.attempt >= task.policy.attempts || this.draining) {
        this.logger.error({ err, task: task.name, attempts: task.attempt }, 'task failed; giving up');
        return;
      }
      const delay = task.policy.firstDelayMs * task.policy.factor ** (task.attempt - 1);
      this.logger.warn({ err, task: task.name, attempt: task.attempt, retryInMs: delay }, 'task failed; retrying');
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        this.waiting.push({ ...task, attempt: task.attempt + 1 });
        this.pump();
      }, delay);
      timer.unref();
      this.retryTimers.set(timer, task);
    }
  }

  /**
   * Graceful shutdown, after the HTTP server stopped and before the database closes: waits for the
   * tasks under way, those waiting and those they queue (a reset's email); tasks waiting for a retry
   * are dropped (logged), since a retry may be minutes away.
   */
  async drain(): Promise<void> {
    this.draining = true;
    for (const [timer, task] of this.retryTimers) {
      clearTimeout(timer);
      this.logger.warn({ task: task.name, attempts: task.attempt }, 'task dropped at shutdown while waiting for a retry');
    }
    this.retryTimers.clear();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
    this.closed = true;
  }
}
