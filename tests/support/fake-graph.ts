import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { png } from '../../server/src/app/seed/demo-media';

/** What Parley sent to POST /me/messages. */
export interface SentToGraph {
  accessToken: string;
  contentType: string;
  /** JSON bodies parsed; multipart bodies as their raw text. */
  body: Record<string, unknown> | string;
}

/**
 * A local stand-in for the Graph API: answers the Send API as Facebook does (or with the error it is
 * told to), serves profiles (GET /{psid}) and attachment files (GET /files/{name}) the way the
 * platform's CDN does.
 */
export interface FakeGraph {
  url: string;
  sent: SentToGraph[];
  /** The next sends answer this error (Graph's error object) until cleared with null. */
  failWith(error: { status: number; error: Record<string, unknown> } | null): void;
  /**
   * Page access tokens GET /me knows, and the page each is for. Once any is set, any other token is
   * refused as Facebook refuses an invalid one (OAuthException 190); while empty, /me is unknown (404).
   */
  pageTokens: Map<string, { id: string; name: string }>;
  /** Waits until `count` sends have come. */
  waitForSends(count: number, timeoutMs?: number): Promise<SentToGraph[]>;
  close(): Promise<void>;
}

export const FAKE_IMAGE = png(120, 80, [10, 120, 200]);

export async function startFakeGraph(names: Record<string, string> = {}, port = 0): Promise<FakeGraph> {
  const sent: SentToGraph[] = [];
  let failure: { status: number; error: Record<string, unknown> } | null = null;
  let next = 0;
  const pageTokens = new Map<string, { id: string; name: string }>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'POST' && url.pathname === '/me/messages') {
        const contentType = String(req.headers['content-type'] ?? '');
        let body: Record<string, unknown> | string = raw;
        if (contentType.includes('json')) body = JSON.parse(raw) as Record<string, unknown>;
        sent.push({ accessToken: url.searchParams.get('access_token') ?? '', contentType, body });
        if (failure) {
          res.writeHead(failure.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: failure.error }));
          return;
        }
        next += 1;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ recipient_id: 'psid', message_id: `m_sent_${next}` }));
        return;
      }
      if (req.method === 'GET' && url.pathname.startsWith('/files/')) {
        res.writeHead(200, { 'content-type': 'image/png' }).end(FAKE_IMAGE);
        return;
      }
      if (req.method === 'GET' && url.pathname === '/me' && pageTokens.size > 0) {
        const page = pageTokens.get(url.searchParams.get('access_token') ?? '');
        if (page) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
        else {
          const error = { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 };
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
        }
        return;
      }
      const psid = decodeURIComponent(url.pathname.slice(1));
      if (req.method === 'GET' && names[psid]) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: names[psid], id: psid }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Unknown path', code: 803 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sent,
    pageTokens,
    failWith: (f) => {
      failure = f;
    },
    async waitForSends(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (sent.length < count) {
        if (Date.now() > until) throw new Error(`the fake Graph API got ${sent.length} sends, waited for ${count}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return sent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
