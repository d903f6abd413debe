import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentToProvider {
  authorization: string;
  body: { channelId: string; accountId: string | null; to: string; message: Record<string, unknown> };
}

/** A local stand-in for a messaging provider's API: takes replies at POST /messages as docs/provider-webhook.md says. */
export interface FakeProvider {
  url: string;
  sent: SentToProvider[];
  failWith(status: number | null): void;
  waitForSends(count: number, timeoutMs?: number): Promise<SentToProvider[]>;
  close(): Promise<void>;
}

export async function startFakeProvider(port = 0): Promise<FakeProvider> {
  const sent: SentToProvider[] = [];
  let failure: number | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/messages') {
        sent.push({
          authorization: String(req.headers.authorization ?? ''),
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SentToProvider['body'],
        });
        if (failure) {
          res.writeHead(failure, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Refused with ${failure}` } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messageId: `prov-${sent.length}` }));
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    failWith: (status) => {
      failure = status;
    },
    async waitForSends(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (sent.length < count) {
        if (Date.now() > until) throw new Error(`the fake provider got ${sent.length} sends, waited for ${count}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return sent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
