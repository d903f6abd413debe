import { createLogger } from '../../common/logger';
import { JobRunner } from '../job-runner';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('JobRunner', () => {
  it('runs each job at start, then again after each run ends, never two runs of one job at once', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const runner = new JobRunner(
      [
        {
          name: 'slow',
          everyMs: 5,
          run: async () => {
            running += 1;
            if (running > 1) overlapped = true;
            runs += 1;
            await sleep(20);
            running -= 1;
          },
        },
      ],
      createLogger('silent'),
    );
    runner.start();
    expect(runs).toBe(1);
    await sleep(120);
    await runner.stop();
    expect(runs).toBeGreaterThan(2);
    expect(overlapped).toBe(false);
  });

  it('keeps running a job that failed, and stop waits for the run under way', async () => {
    let calls = 0;
    let finished = false;
    const runner = new JobRunner(
      [
        {
          name: 'flaky',
          everyMs: 5,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error('first run fails');
            await sleep(30);
            finished = true;
          },
        },
      ],
      createLogger('silent'),
    );
    runner.start();
    await sleep(15);
    await runner.stop();
    expect(calls).toBe(2);
    expect(finished).toBe(true);
    const after = calls;
    await sleep(30);
    expect(calls).toBe(after);
  });
});
