import type { WebSocket } from 'ws';
import { LivenessSweep, type LivenessPeer } from '../liveness';

/** A peer as the sweep sees it: open, counting the protocol pings it receives and its deaths. */
function peer(onDead: () => void = () => undefined): LivenessPeer & { pings: () => number; seen: () => void } {
  let pings = 0;
  const ws = { OPEN: 1, readyState: 1, ping: () => void pings++ } as unknown as WebSocket;
  const p = {
    ws,
    lastSeen: 0,
    probedAt: 0,
    dead: onDead,
    pings: () => pings,
    seen: () => void (p.lastSeen = Date.now()),
  };
  return p;
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
    let deaths = 0;
    let answeringDied = false;
    const punctual = peer(() => void deaths++);
    const silent = peer(() => void deaths++);
    const answering = peer(() => (answeringDied = true));
    for (const p of [punctual, silent, answering]) sweep.watch(p);
    // A little late on every interval, as real timers are (on real timers a busy machine made it later still, and flaky).
    const pinger = setInterval(punctual.seen, 105);
    try {
      until(() => answering.pings() === 1);
      answering.seen();
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
    const peers = Array.from({ length: 100 }, () => peer());
    peers.forEach((p) => sweep.watch(p));
    expect(started).toHaveBeenCalledTimes(1);
    peers.slice(1).forEach((p) => sweep.forget(p));
    // Forgetting one twice (a socket's close after its death) changes nothing.
    sweep.forget(peers[1]);
    expect(cleared).not.toHaveBeenCalled();
    sweep.forget(peers[0]);
    expect(cleared).toHaveBeenCalledTimes(1);
    const again = peer();
    sweep.watch(again);
    sweep.forget(again);
    expect(started).toHaveBeenCalledTimes(2);
    expect(cleared).toHaveBeenCalledTimes(2);
  });
});
