import type { WebSocket } from 'ws';
import { LivenessSweep } from '../liveness';

/** A peer as the sweep sees it: open, counting the protocol pings it receives. */
function peer(): { ws: WebSocket; pings: () => number } {
  let pings = 0;
  const ws = { OPEN: 1, readyState: 1, ping: () => void pings++ } as unknown as WebSocket;
  return { ws, pings: () => pings };
}

/** Moves the fake clock 5 ms at a time until `done` (at most 2 s): the test's time is its own, however busy the machine. */
const until = (done: () => boolean): void => {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 2_000) throw new Error('still not done after 2 s of fake time');
    jest.advanceTimersByTime(5);
  }
};

// Ping interval 100 ms and idle timer 100 ms: probed after 150 ms of silence, dead 50 ms after that.
const TIMING = { pingIntervalMs: 100, idleTimerMs: 100 };

describe('liveness sweep (spec §9 ping interval and idle timer)', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('probes a silent socket once and calls it dead when the probe goes unanswered; leaves a punctual one alone; a late answer clears the probe', () => {
    jest.useFakeTimers();
    const sweep = new LivenessSweep(TIMING);
    const punctual = peer();
    const silent = peer();
    const answering = peer();
    let deaths = 0;
    let answeringDied = false;
    const kept = sweep.watch(punctual.ws, () => void deaths++);
    sweep.watch(silent.ws, () => void deaths++);
    const late = sweep.watch(answering.ws, () => (answeringDied = true));
    // A little late on every interval, as real timers are (on real timers a busy machine made it later still, and flaky).
    const pinger = setInterval(kept.seen, 105);
    try {
      until(() => answering.pings() === 1);
      late.seen();
      until(() => deaths === 1);
      expect(silent.pings()).toBe(1);
      expect(punctual.pings()).toBe(0);
      // The probe answered: no death for it, and the next probe only after another silence.
      until(() => answering.pings() === 2);
      expect(answeringDied).toBe(false);
      expect(punctual.pings()).toBe(0);
      expect(deaths).toBe(1);
    } finally {
      clearInterval(pinger);
    }
  });

  it('runs one timer for all its sockets, only while it watches any', () => {
    const started = jest.spyOn(global, 'setInterval');
    const cleared = jest.spyOn(global, 'clearInterval');
    const sweep = new LivenessSweep(TIMING);
    const watches = Array.from({ length: 100 }, () => sweep.watch(peer().ws, () => undefined));
    expect(started).toHaveBeenCalledTimes(1);
    watches.slice(1).forEach((w) => w.stop());
    expect(cleared).not.toHaveBeenCalled();
    watches[0].stop();
    expect(cleared).toHaveBeenCalledTimes(1);
    sweep.watch(peer().ws, () => undefined).stop();
    expect(started).toHaveBeenCalledTimes(2);
    expect(cleared).toHaveBeenCalledTimes(2);
  });
});
