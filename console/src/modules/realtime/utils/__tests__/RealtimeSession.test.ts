import { ConnectionMonitor } from '../ConnectionMonitor';
import { EventHub } from '../EventHub';
import { HUB_EVENTS, type RealtimeEvent } from '../realtimeEvent';
import { RealtimeSession } from '../RealtimeSession';
import type { UpdatesPage } from '@parley/protocol';

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function setUp(answers: Record<string, UpdatesPage | UpdatesPage[]>) {
  const monitor = new ConnectionMonitor({ retryDelaysMs: [60_000], random: () => 0 });
  const terminate = jest.fn();
  monitor.attach({ terminate });
  const hub = new EventHub();
  const seen: string[] = [];
  hub.subscribe('*', (e: RealtimeEvent) => seen.push(`${e.type}${e.replay ? ' (missed)' : ''} ${String(e.payload.id ?? '')}`.trim()));
  const asked: (number | null)[] = [];
  let emit: ((e: Omit<RealtimeEvent, 'replay'>) => void) | null = null;
  let end: (() => void) | null = null;
  let subscriptions = 0;
  const probes = jest.fn();
  const refetchAll = jest.fn();
  const session = new RealtimeSession({
    monitor,
    hub,
    subscribe: (onEvent, onEnd) => {
      subscriptions += 1;
      emit = onEvent;
      end = onEnd;
      return () => {
        emit = null;
      };
    },
    fetchPage: async (since) => {
      asked.push(since);
      const queued = answers[String(since)];
      const answer = Array.isArray(queued) ? queued.shift() : queued;
      if (!answer) throw new Error(`no answer for ${since}`);
      return answer;
    },
    refetchAll,
    probeSession: probes,
    setTimer: () => 0,
    clearTimer: () => undefined,
  });
  return {
    monitor,
    session,
    seen,
    asked,
    probes,
    refetchAll,
    emit: (type: string, id: string, cursor: number | null) => emit?.({ id: `e-${id}`, type, cursor, payload: { id } }),
    end: () => end?.(),
    subscriptions: () => subscriptions,
  };
}

const page = (cursor: number, updates: RealtimeEvent[] = []): UpdatesPage => ({ cursor, hasMore: false, reset: false, updates });
const missed = (id: string, cursor: number): RealtimeEvent => ({ id: `u-${id}`, type: 'message.created', cursor, payload: { id }, replay: true });

describe('the tab’s realtime session', () => {
  it('reads the cursor at start, catches up once connected and again once the first event proves the subscription runs, and after a reconnect gets each missed event once', async () => {
    const s = setUp({
      null: page(10),
      '10': [page(10), page(11, [missed('m11', 11)])],
      '11': page(13, [missed('m12', 12), missed('m13', 13)]),
    });
    s.session.start();
    expect(s.subscriptions()).toBe(1);
    s.monitor.events.connected();
    await flush();
    s.emit('message.created', 'm11', 11);
    await flush();
    expect(s.seen).toEqual(['message.created m11']);
    s.monitor.events.closed({ code: 1006 });
    s.monitor.events.connected();
    await flush();
    // The second catch-up (first event) brought m11 again: applied once. The reconnect's started where it left off.
    expect(s.asked).toEqual([null, 10, 10, 11]);
    expect(s.seen).toEqual(['message.created m11', 'message.created (missed) m12', 'message.created (missed) m13', HUB_EVENTS.resumed]);
  });

  it('subscribes again when the subscription ends for good and a retry is asked for', async () => {
    const s = setUp({ null: page(1), '1': page(1) });
    s.session.start();
    s.end();
    s.monitor.events.closed({ code: 4400 });
    expect(s.subscriptions()).toBe(1);
    s.session.wake();
    await flush();
    expect(s.subscriptions()).toBe(2);
  });

  it('asks whether the session still exists when the server closes for authentication', () => {
    const s = setUp({ null: page(1) });
    s.session.start();
    s.monitor.events.closed({ code: 4403 });
    expect(s.probes).toHaveBeenCalledTimes(1);
    s.monitor.events.closed({ code: 1006 });
    expect(s.probes).toHaveBeenCalledTimes(1);
  });

  it('refetches what is on screen and tells the modules when the cursor is refused', async () => {
    const s = setUp({ null: page(5), '5': { cursor: 900, hasMore: false, reset: true, updates: [] } });
    s.session.start();
    s.monitor.events.connected();
    await flush();
    expect(s.refetchAll).toHaveBeenCalledTimes(1);
    expect(s.seen).toEqual([HUB_EVENTS.reset]);
  });
});
