import type { Page, WebSocketRoute } from '@playwright/test';
import NodeWebSocket from 'ws';

interface Frame {
  id?: string;
  type?: string;
  payload?: { operationName?: string; data?: { updatesSince?: { updates: unknown[] } } };
}

const parse = (raw: string | Buffer): Frame => {
  try {
    return JSON.parse(raw.toString()) as Frame;
  } catch {
    return {};
  }
};

/**
 * The widget's one connection (graphql-ws on /graphql, in its iframe) through a route the test can
 * cut as a network would: `cut` drops the open socket and refuses new ones until `restore`. After a
 * restore, `reconnectTo` sends the socket to another node (a load balancer's choice). It counts the
 * operations the widget sends by name, and the changes its updatesSince pages carried.
 */
export async function widgetSocket(page: Page, options: { reconnectTo?: string } = {}) {
  let down = false;
  let restored = false;
  let current: WebSocketRoute | null = null;
  let loseAnswerOf: string | null = null;
  const sent: Record<string, number> = {};
  const stats = { sockets: 0, carried: 0, updatesPages: 0, updatesChanges: 0 };

  const cut = async () => {
    down = true;
    await current?.close({ code: 1001, reason: 'network down' }).catch(() => undefined);
  };

  await page.context().routeWebSocket(/\/graphql$/, (ws) => {
    if (down) return void ws.close({ code: 1001, reason: 'network down' });
    current = ws;
    stats.sockets += 1;
    const names = new Map<string, string>();
    const fromClient = (raw: string | Buffer, forward: (text: string) => void) => {
      const frame = parse(raw);
      if (frame.type === 'subscribe' && frame.id && frame.payload?.operationName) {
        names.set(frame.id, frame.payload.operationName);
        sent[frame.payload.operationName] = (sent[frame.payload.operationName] ?? 0) + 1;
      }
      forward(raw.toString());
    };
    const fromServer = (raw: string | Buffer) => {
      const frame = parse(raw);
      const name = frame.id ? names.get(frame.id) : undefined;
      if (frame.type === 'next' && name === 'WidgetUpdates' && restored) {
        stats.updatesPages += 1;
        stats.updatesChanges += frame.payload?.data?.updatesSince?.updates.length ?? 0;
      }
      if (frame.type === 'next' && name && name === loseAnswerOf) {
        // The server did the work; the answer is lost with the network.
        loseAnswerOf = null;
        void cut();
        return;
      }
      void ws.send(raw.toString());
    };
    if (restored && options.reconnectTo) {
      stats.carried += 1;
      const upstream = new NodeWebSocket(`${options.reconnectTo.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      const waiting: string[] = [];
      upstream.on('open', () => waiting.splice(0).forEach((f) => upstream.send(f)));
      upstream.on('message', (data) => fromServer(data.toString()));
      upstream.on('close', (code) => void ws.close({ code: code === 1005 || code === 1006 ? 1001 : code, reason: 'upstream closed' }).catch(() => undefined));
      upstream.on('error', () => undefined);
      ws.onMessage((f) => fromClient(f, (text) => (upstream.readyState === NodeWebSocket.OPEN ? upstream.send(text) : waiting.push(text))));
      ws.onClose(() => upstream.close());
      return;
    }
    const server = ws.connectToServer();
    server.onMessage((raw) => fromServer(raw));
    ws.onMessage((f) => fromClient(f, (text) => server.send(text)));
  });

  return {
    stats,
    /** How many times the widget sent this operation (a retry after a reconnect counts again). */
    sent: (operationName: string) => sent[operationName] ?? 0,
    cut,
    /** The next answer to this operation does not arrive: the network goes down as the server replies. */
    loseNextAnswerOf(operationName: string) {
      loseAnswerOf = operationName;
    },
    /** The network is back; the browser says so in the widget's frame, so it reconnects without waiting out its backoff. */
    async restore() {
      down = false;
      restored = true;
      const frame = page.frames().find((f) => f.url().includes('/widget/'));
      await frame?.evaluate(() => window.dispatchEvent(new Event('online')));
    },
  };
}
