import type { GatewayTiming } from '../../config/realtime-config';
import type { WebSocket } from 'ws';

export const SPEC_TIMING: GatewayTiming = { pingIntervalMs: 20_000, idleTimerMs: 10_000 };

/** A socket as the sweep sees it: the connection object itself, so watching allocates nothing per socket. */
export interface LivenessPeer {
  readonly ws: WebSocket;
  /** When a frame (or a protocol pong) last arrived from the peer; the peer keeps it. */
  lastSeen: number;
  /** When the protocol ping went out, 0 when none is awaited; the sweep keeps it. */
  probedAt: number;
  /** Called once when it went silent and left a probe unanswered (it is forgotten first). */
  dead(): void;
}

/**
 * One clock for every socket of a gateway: a sweep every fifth of the grace (1 s at the spec's
 * timing) instead of a timer per socket. 10,000 idle widgets with a timer each woke the event loop
 * 500 times a second for it, a third of the node's idle CPU; the sweep wakes it once a second and
 * reads 10,000 timestamps. It runs only while sockets are watched.
 */
export class LivenessSweep {
  private readonly watched = new Set<LivenessPeer>();
  /** Silence after which a socket is probed: the ping interval and half the idle timer. */
  private readonly probeAfter: number;
  /** The other half of the idle timer, for the probe's answer. */
  private readonly answerWithin: number;
  private readonly sweepMs: number;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(timing: GatewayTiming) {
    const grace = Math.floor(timing.idleTimerMs / 2);
    this.probeAfter = timing.pingIntervalMs + grace;
    this.answerWithin = timing.idleTimerMs - grace;
    this.sweepMs = Math.max(10, Math.floor(grace / 5));
  }

  /** Watches a socket until forgotten. */
  watch(peer: LivenessPeer): void {
    peer.lastSeen = Date.now();
    peer.probedAt = 0;
    this.watched.add(peer);
    if (!this.timer) {
      this.timer = setInterval(() => this.sweep(), this.sweepMs);
      this.timer.unref();
    }
  }

  forget(peer: LivenessPeer): void {
    if (!this.watched.delete(peer)) return;
    if (this.watched.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const entry of this.watched) {
      if (entry.probedAt !== 0) {
        if (entry.lastSeen >= entry.probedAt) entry.probedAt = 0;
        else if (now - entry.probedAt >= this.answerWithin) {
          this.forget(entry);
          entry.dead();
        }
        continue;
      }
      if (now - entry.lastSeen < this.probeAfter) continue;
      // The ping was due and did not come: ask the peer itself before giving up on it.
      entry.probedAt = now;
      if (entry.ws.readyState === entry.ws.OPEN) entry.ws.ping();
    }
  }
}
