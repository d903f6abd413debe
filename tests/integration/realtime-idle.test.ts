import { loadConfig } from '../../server/src/config/env';
import { databaseVariants } from '../support/databases';
import { GatewayClient } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';
import { setUpWorkspace, type TestWorkspace } from '../factories/conversation';

/**
 * Spec §9 liveness on /websocket/connect (doors/realtime/liveness.ts GatewayTiming): ping interval 20 s,
 * idle timer 10 s, run here as 300 ms and 600 ms. A socket silent for a ping interval and half
 * the idle timer gets a protocol ping; nothing within the other half after it closes the socket (4408).
 * The half timer (300 ms) is the slack a punctual client's ping has: with 100 ms, a machine busy
 * with three test files at once delayed one past it and the server probed it.
 */
const PING_INTERVAL_MS = 300;
const IDLE_TIMER_MS = 600;

/** Resolves after the socket has received `count` protocol pings from the server. */
function protocolPings(client: GatewayClient, count: number): Promise<void> {
  let seen = 0;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${seen} protocol pings`)), 10_000);
    client.ws.on('ping', () => {
      if (++seen === count) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

describe.each(databaseVariants())('realtime idle timer on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): short ping and idle timers (REALTIME_PING_INTERVAL_MS, REALTIME_IDLE_TIMER_MS).
    server = await startTestServer(variant, { REALTIME_PING_INTERVAL_MS: String(PING_INTERVAL_MS), REALTIME_IDLE_TIMER_MS: String(IDLE_TIMER_MS) });
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  it('closes a socket that stops answering (4408 after a protocol ping went unanswered), and its agent goes offline', async () => {
    const watcher = await GatewayClient.connect(server.url, w.owner.creds.token!);
    const agent = await w.agent(['allConversations']);
    const dead = await GatewayClient.connect(server.url, agent.creds.token!, { autoPong: false });
    let probed = false;
    dead.ws.on('ping', () => (probed = true));
    try {
      await watcher.next((m) => m.event === 'presence.changed' && m.data?.userId === agent.id && m.data?.online === true);
      expect(await dead.waitClosed(10_000)).toBe(4408);
      // The server asked before it gave up.
      expect(probed).toBe(true);
      await watcher.next((m) => m.event === 'presence.changed' && m.data?.userId === agent.id && m.data?.online === false);
      // The watcher, whose client answers protocol pings by itself, outlived it.
      await watcher.settle();
      expect(watcher.closeCode).toBeNull();
    } finally {
      watcher.close();
      dead.close();
    }
  });

  it('keeps a client that pings every interval without probing it, even when it never answers protocol pings, and closes it once it stops', async () => {
    const client = await GatewayClient.connect(server.url, w.owner.creds.token!, { autoPong: false });
    let pongs = 0;
    let probes = 0;
    client.ws.on('ping', () => probes++);
    const pinger = setInterval(() => client.send({ type: 'ping', id: `keep-${++pongs}` }), PING_INTERVAL_MS);
    try {
      // Ten ping intervals: six times the time a silent socket is allowed (ping interval + idle timer).
      await client.next((m) => m.type === 'pong' && m.id === 'keep-10', 10_000);
      await client.settle();
      expect(client.closeCode).toBeNull();
      // Its pings arrive a little after each interval (timer drift): no protocol ping for those.
      expect(probes).toBe(0);
    } finally {
      clearInterval(pinger);
    }
    // The same socket is subject to the rule: silent now, it is closed.
    expect(await client.waitClosed(10_000)).toBe(4408);
  });

  it('keeps a client that sends nothing but answers protocol pings (a browser tab whose timers are throttled)', async () => {
    const client = await GatewayClient.connect(server.url, w.owner.creds.token!);
    try {
      await protocolPings(client, 5);
      await client.settle();
      expect(client.closeCode).toBeNull();
    } finally {
      client.close();
    }
  });

  it('runs the spec timing by default: 20 s ping interval and 10 s idle timer', async () => {
    expect(loadConfig({}).realtime).toEqual({ pingIntervalMs: 20_000, idleTimerMs: 10_000 });
    expect(() => loadConfig({ REALTIME_IDLE_TIMER_MS: 'soon' })).toThrow(/REALTIME_IDLE_TIMER_MS/);
  });
});
