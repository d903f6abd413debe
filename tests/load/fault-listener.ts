// A realtime client of the fault script (tests/load/faults.ts) that counts what it receives and resumes by itself.
import WebSocket from 'ws';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Frame {
  type: string;
  event?: string;
  cursor?: number;
  replay?: boolean;
  data?: { id?: string; cursor?: number; conversationId?: string };
}

/** A live event's cursor counts once events that arrived this much later were seen (docs/realtime.md, the console). */
const CURSOR_HOLD_BACK_MS = 2000;

/**
 * A /websocket/connect client that counts every message.created by id, live and replayed apart, and
 * keeps the cursor up to which it has surely handled changes; when its socket drops it reconnects by
 * itself with that cursor, to its own node first and the other one while its own does not answer.
 */
export class Listener {
  readonly live = new Map<string, number>();
  readonly replayed = new Map<string, number>();
  cursor: number | null = null;
  reconnects = 0;
  readonly closeCodes = new Map<number, number>();
  private held: { at: number; cursor: number }[] = [];
  private ws: WebSocket | null = null;
  private stopped = false;

  constructor(
    readonly kind: 'agent' | 'visitor',
    readonly token: string,
    /** The conversations this listener may read: null for every one (an agent with allConversations). */
    readonly reads: Set<string> | null,
    private readonly urls: () => string[],
  ) {}

  private liveCursor(cursor: number): void {
    const now = performance.now();
    this.held.push({ at: now, cursor });
    while (this.held.length && this.held[0]!.at <= now - CURSOR_HOLD_BACK_MS) this.cursor = Math.max(this.cursor ?? 0, this.held.shift()!.cursor);
  }

  async start(): Promise<void> {
    await this.connectOnce(this.urls()[0]!);
  }

  private connectOnce(url: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/websocket/connect`);
      this.ws = ws;
      let ready = false;
      const timer = setTimeout(() => ws.terminate(), 10_000);
      ws.once('open', () => {
        const resume = this.cursor !== null ? { cursor: this.cursor, getUpdates: true } : {};
        ws.send(JSON.stringify({ type: 'handshake', token: this.token, udId: this.token.slice(0, 16), clientType: 26, version: 1, lang: 'en', ...resume }));
      });
      ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as Frame;
        if (frame.type === 'handshake') {
          clearTimeout(timer);
          if (this.cursor === null) this.cursor = frame.data?.cursor ?? 0;
          this.held = [];
          ready = true;
          resolve();
        } else if (frame.type === 'updates') {
          if (typeof frame.data?.cursor === 'number') this.cursor = Math.max(this.cursor ?? 0, frame.data.cursor);
        } else if (frame.type === 'event') {
          if (typeof frame.cursor === 'number' && !frame.replay) this.liveCursor(frame.cursor);
          if (frame.event === 'message.created' && frame.data?.id) {
            const counts = frame.replay ? this.replayed : this.live;
            counts.set(frame.data.id, (counts.get(frame.data.id) ?? 0) + 1);
          }
        }
      });
      ws.once('error', () => undefined);
      ws.once('close', (code) => {
        clearTimeout(timer);
        this.closeCodes.set(code, (this.closeCodes.get(code) ?? 0) + 1);
        if (!ready) reject(new Error('closed before the handshake'));
        else void this.reconnect();
      });
    });
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      await sleep(Math.min(200 * (attempt + 1), 1000));
      const urls = this.urls();
      try {
        await this.connectOnce(urls[attempt % urls.length]!);
        this.reconnects += 1;
        return;
      } catch {
        // that node is not there (yet): the next attempt tries the other one
      }
    }
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }
}
