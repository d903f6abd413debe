import WebSocket from 'ws';

/** A /websocket/connect client that timestamps every message.created it receives by its content. */
export class Receiver {
  readonly seen = new Map<string, number>();
  count = 0;
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const at = performance.now();
      const msg = JSON.parse(raw.toString()) as { event?: string; data?: { meta?: { content?: string } } };
      if (msg.event !== 'message.created') return;
      this.count += 1;
      const content = msg.data?.meta?.content;
      if (content) this.seen.set(content, at);
    });
  }

  static async connect(url: string, token: string): Promise<Receiver> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/websocket/connect`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const ready = new Promise<void>((resolve) => {
      const onFrame = (raw: WebSocket.RawData) => {
        if ((JSON.parse(raw.toString()) as { type?: string }).type !== 'handshake') return;
        ws.off('message', onFrame);
        resolve();
      };
      ws.on('message', onFrame);
    });
    ws.send(JSON.stringify({ type: 'handshake', token, udId: `bench-${Math.random()}`, clientType: 26, version: 1, lang: 'en' }));
    await ready;
    return new Receiver(ws);
  }

  close(): void {
    this.ws.close();
  }
}

/** Polls every millisecond until the check holds. */
export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting for deliveries');
    await new Promise((r) => setTimeout(r, 1));
  }
}
