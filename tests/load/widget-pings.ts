import WebSocket from 'ws';

export const PING_EVERY_MS = 20_000;

/**
 * Spec pings on a socket until it closes. A jittered phase spreads them over the 20 s, as real
 * widgets opened at different times do: the first ping within 20 s of the handshake, then one every
 * 20 s, so no socket is ever silent longer than a spec client's (a first ping 20 s after the jitter
 * left some silent up to 40 s, and the server probed those).
 */
export function pingEvery20s(ws: WebSocket): void {
  let pingId = 0;
  let pinger: NodeJS.Timeout | null = null;
  const ping = () => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping', id: ++pingId }));
  const start = setTimeout(() => {
    ping();
    pinger = setInterval(ping, PING_EVERY_MS);
  }, Math.random() * PING_EVERY_MS);
  ws.once('close', () => {
    clearTimeout(start);
    if (pinger) clearInterval(pinger);
  });
}
