import { createLogger } from '../../common/logger';
import { TaskQueue, type RetryPolicy } from '../task-queue';

const QUICK: RetryPolicy = { attempts: 3, firstDelayMs: 1, factor: 2 };

/** A promise and the function that settles it: the test decides when a task ends. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('TaskQueue', () => {
  it('enqueue returns before the task has run: the caller never waits for it', async () => {
    const queue = new TaskQueue(createLogger('silent'));
    const held = gate();
    let finished = false;
    queue.enqueue('held', async () => {
      await held.opened;
      finished = true;
    });
    expect(finished).toBe(false);
    held.open();
    await queue.drain();
    expect(finished).toBe(true);
  });

  it('retries a failing task with backoff until it succeeds, and gives up after its attempts', async () => {
    const gaveUp = gate();
    const queue = new TaskQueue(createLogger('error', { write: (line: string) => line.includes('giving up') && gaveUp.open() }));
    let flaky = 0;
    let broken = 0;
    const succeeded = gate();
    queue.enqueue(
      'flaky',
      async () => {
        flaky += 1;
        if (flaky < 3) throw new Error('SMTP down');
        succeeded.open();
      },
      QUICK,
    );
    queue.enqueue(
      'broken',
      async () => {
        broken += 1;
        throw new Error('always');
      },
      QUICK,
    );
    await succeeded.opened;
    expect(flaky).toBe(3);
    // The broken task's third attempt is its last: it is logged, and no retry is left waiting.
    await gaveUp.opened;
    expect(broken).toBe(3);
    await queue.drain();
  });

  it('runs at most `concurrency` tasks at once, the rest in order', async () => {
    const queue = new TaskQueue(createLogger('silent'), { concurrency: 2, maxWaiting: 10 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    gates.forEach((g, i) =>
      queue.enqueue(`t${i}`, async () => {
        started.push(i);
        await g.opened;
      }),
    );
    expect(started).toEqual([0, 1]);
    gates[0].open();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    gates[1].open();
    gates[2].open();
    await queue.drain();
  });

  it('drain runs what waits and what running tasks queue, drops pending retries, then refuses new tasks', async () => {
    const queue = new TaskQueue(createLogger('silent'));
    let retried = 0;
    let ran = false;
    queue.enqueue(
      'fails once',
      async () => {
        retried += 1;
        throw new Error('no');
      },
      { attempts: 5, firstDelayMs: 60_000, factor: 1 },
    );
    let followUp = false;
    const running = gate();
    queue.enqueue('queues another', async () => {
      await running.opened;
      queue.enqueue('follow-up', async () => {
        followUp = true;
      });
    });
    await new Promise((r) => setTimeout(r, 0));
    // It is still running when the drain starts: what it queues then still runs.
    const drained = queue.drain();
    running.open();
    await drained;
    expect(followUp).toBe(true);
    queue.enqueue('late', async () => {
      ran = true;
    });
    await queue.drain();
    expect(retried).toBe(1);
    expect(ran).toBe(false);
  });
});
