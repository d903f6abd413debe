/**
 * Spec §7/§9 liveness: a client pings every 20 s (`pingIntervalMs`) and gives up on an answer
 * after 10 s (`idleTimerMs`, the spec's idle timer). The server keeps the same clock: a socket that
 * has sent nothing for one ping interval and half the idle timer missed its ping, so it gets a
 * WebSocket protocol ping (which any live peer answers by itself, even a background tab whose
 * timers are throttled); if nothing at all arrives within the other half of the idle timer, the
 * socket is dead. The half timer of grace is for pings that arrive a little after the interval
 * (timer drift, latency): probed at exactly 20 s, nearly every punctual client was probed on every
 * ping, a round trip each for nothing. A client pinging every 20 s is therefore never closed nor
 * probed, and a dead socket is gone at most 30 s (and one sweep) after its last frame.
 * Configurable (REALTIME_PING_INTERVAL_MS, REALTIME_IDLE_TIMER_MS) so tests run the same rule in
 * milliseconds.
 */
export interface GatewayTiming {
  pingIntervalMs: number;
  idleTimerMs: number;
}

/** What one kind of user may hold open at once (README, Limits); 0 turns a limit off. */
export interface SocketLimitRule {
  /** Subscriptions open at once on one graphql-ws socket. */
  subscriptionsPerSocket: number;
  /** Sockets (graphql-ws and /websocket/connect together) open at once under one session or API token. */
  socketsPerSession: number;
  /** Sockets open at once from one client address. */
  socketsPerAddress: number;
}

/**
 * Widget visitors (a session costs nothing but a public key) and everyone else: agents and API
 * tokens, whose sessions cost a sign-in and who sit behind shared office addresses.
 */
export interface SocketLimitsConfig {
  visitor: SocketLimitRule;
  member: SocketLimitRule;
}
