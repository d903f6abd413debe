import { ConnectionMonitor, type ConnectionState } from '../ConnectionMonitor';

function setUp() {
  const terminate = jest.fn();
  const monitor = new ConnectionMonitor({ pongTimeoutMs: 10_000, retryDelaysMs: [1_000, 2_000], random: () => 0 });
  monitor.attach({ terminate });
  const states: ConnectionState[] = [];
  monitor.onState((s) => states.push(s));
  return { monitor, terminate, states };
}

describe('the connection indicator follows the tab’s one realtime connection (spec §2, §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is processing while connecting, success once acknowledged, error when an attempt fails, pending_retry when a live connection drops', () => {
    const { monitor, states } = setUp();
    monitor.events.connecting();
    monitor.events.closed({ code: 1006 });
    monitor.events.connecting();
    monitor.events.connected();
    monitor.events.closed({ code: 1006 });
    expect(states).toEqual(['processing', 'error', 'processing', 'success', 'pending_retry']);
  });

  it('counts a second acknowledged connection as a reconnect (events may have been missed)', () => {
    const { monitor } = setUp();
    const seen: boolean[] = [];
    monitor.onConnected((reconnect) => seen.push(reconnect));
    monitor.events.connected();
    monitor.events.closed({ code: 1006 });
    monitor.events.connected();
    expect(seen).toEqual([false, true]);
  });

  it('ends a socket whose ping is not answered within 10 s, and not one whose pong comes back', () => {
    const { monitor, terminate } = setUp();
    monitor.events.connected();
    monitor.events.ping(false);
    jest.advanceTimersByTime(9_000);
    monitor.events.pong(true);
    jest.advanceTimersByTime(5_000);
    expect(terminate).not.toHaveBeenCalled();
    monitor.events.ping(false);
    jest.advanceTimersByTime(10_000);
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it('waits its backoff between attempts, cut short by focus or a click while failed', async () => {
    const { monitor } = setUp();
    monitor.events.connecting();
    monitor.events.closed({ code: 1006 });
    let woke = false;
    void monitor.retryWait(1).then(() => (woke = true));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(woke).toBe(false);
    expect(monitor.retryIfFailed()).toBe(true);
    await Promise.resolve();
    expect(woke).toBe(true);
    // A click with nothing waiting makes the next wait end at once.
    monitor.retry();
    let next = false;
    void monitor.retryWait(0).then(() => (next = true));
    await Promise.resolve();
    expect(next).toBe(true);
  });

  it('ignores focus while connected, but a click on a working connection reconnects at once', async () => {
    const { monitor, terminate } = setUp();
    monitor.events.connected();
    expect(monitor.retryIfFailed()).toBe(false);
    monitor.retry();
    expect(terminate).toHaveBeenCalledTimes(1);
    let woke = false;
    void monitor.retryWait(0).then(() => (woke = true));
    await Promise.resolve();
    expect(woke).toBe(true);
  });

  it('goes back to initial when the client closes the socket itself (signed out)', () => {
    const { monitor, states } = setUp();
    monitor.events.connected();
    monitor.events.closed({ code: 1000 });
    expect(states).toEqual(['success', 'initial']);
  });
});
