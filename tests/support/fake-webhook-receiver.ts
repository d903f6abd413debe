import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST Parley made to the receiver, as it arrived (the raw body, which the signature covers). */
export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; createdAt: number; workspaceId: string; data: Record<string, unknown> };
  at: number;
  /** What the receiver answered. */
  answered: number;
}

/**
 * A webhook receiver on 127.0.0.1: records every request and answers 200, or what it is told to
 * (an error status, a redirect). Waits are on what arrived, never on time.
 */
export interface FakeReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** Those it answered 2xx. */
  accepted(): ReceivedDelivery[];
  /** 200 by default; a number answers that status; 'redirect' answers 302 to another path. */
  answer(mode: number | 'redirect'): void;
  waitFor(predicate: (all: ReceivedDelivery[]) => boolean, what: string, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

export async function startFakeReceiver(): Promise<FakeReceiver> {
  const received: ReceivedDelivery[] = [];
  let mode: number | 'redirect' = 200;
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = mode === 'redirect' ? 302 : mode;
      let body: ReceivedDelivery['body'];
      try {
        body = JSON.parse(raw) as ReceivedDelivery['body'];
      } catch {
        body = { id: '', type: 'unparsable', createdAt: 0, workspaceId: '', data: {} };
      }
      received.push({ headers: req.headers, raw, body, at: Date.now(), answered: status });
      if (mode === 'redirect') res.writeHead(302, { location: '/elsewhere' }).end();
      else res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `receiver says ${status}`);
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    accepted: () => received.filter((r) => r.answered >= 200 && r.answered < 300),
    answer: (m) => {
      mode = m;
    },
    waitFor: (predicate, what, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return;
          cleanup();
          resolve(received);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out waiting for ${what}: ${received.length} deliveries (${received.map((r) => r.body.type).join(', ')})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
