import { createLogger } from '../../../common/logger';
import { JobRunner } from '../job-runner';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = () => undefined as void;
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

/** Runs a job every `everyMs` until it has run `times` times: timers due after any timer scheduled before it. */
async function laterTimers(everyMs: number, times: number): Promise<void> {
  let runs = 0;
  const done = signal();
  const clock = new JobRunner(
    [
      {
        name: 'clock',
        everyMs,
        run: async () => {
          runs += 1;
          if (runs === times) done.fire();
        },
      },
    ],
    createLogger('silent'),
  );
  clock.start();
  await done.promise;
  await clock.stop();
}

describe('JobRunner', () => {
  it('runs each job at start, then again after each run ends, never two runs of one job at once', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const third = signal();
    const runner = new JobRunner(
      [
        {
          name: 'slow',
          everyMs: 5,
          run: async () => {
            running += 1;
            if (running > 1) overlapped = true;
            runs += 1;
            if (runs === 3) third.fire();
            await sleep(20);
            running -= 1;
          },
        },
      ],
      createLogger('silent'),
    );
    runner.start();
    expect(runs).toBe(1);
    // However slow the machine, the third run comes (jest's timeout fails the test if it never does).
    await third.promise;
    await runner.stop();
    expect(runs).toBe(3);
    expect(overlapped).toBe(false);
  });

  it('keeps running a job that failed, and stop waits for the run under way', async () => {
    let calls = 0;
    let finished = false;
    const secondStarted = signal();
    const runner = new JobRunner(
      [
        {
          name: 'flaky',
          everyMs: 5,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error('first run fails');
            secondStarted.fire();
            await sleep(30);
            finished = true;
          },
        },
      ],
      createLogger('silent'),
    );
    runner.start();
    await secondStarted.promise;
    await runner.stop();
    expect(calls).toBe(2);
    expect(finished).toBe(true);
    // After stop, nothing runs again: timers of the same period set later have fired meanwhile.
    await laterTimers(5, 3);
    expect(calls).toBe(2);
  });
});
