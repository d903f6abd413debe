import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { addressKind, isPublicAddress, safeFetch, SafeFetchError, type SafeFetchOptions } from '../safe-fetch';

/** Address kind → whether the server may fetch from it (issue 47 finding 1). */
const TABLE: [string, string, boolean][] = [
  ['93.184.216.34', 'unicast', true],
  ['8.8.8.8', 'unicast', true],
  ['127.0.0.1', 'loopback', false],
  ['127.255.255.254', 'loopback', false],
  ['10.1.2.3', 'private', false],
  ['172.16.0.1', 'private', false],
  ['172.31.255.255', 'private', false],
  ['192.168.1.1', 'private', false],
  ['100.64.0.1', 'carrierGradeNat', false],
  ['169.254.169.254', 'linkLocal', false],
  ['0.0.0.0', 'unspecified', false],
  ['224.0.0.1', 'multicast', false],
  ['255.255.255.255', 'broadcast', false],
  ['240.0.0.1', 'reserved', false],
  ['192.0.2.1', 'reserved', false],
  ['2606:4700:4700::1111', 'unicast', true],
  ['::1', 'loopback', false],
  ['::', 'unspecified', false],
  ['fe80::1', 'linkLocal', false],
  ['fc00::1', 'uniqueLocal', false],
  ['fd12:3456::1', 'uniqueLocal', false],
  ['ff02::1', 'multicast', false],
  ['2001:db8::1', 'reserved', false],
  ['::ffff:127.0.0.1', 'loopback', false],
  ['::ffff:7f00:1', 'loopback', false],
  ['::ffff:169.254.169.254', 'linkLocal', false],
  ['::ffff:10.0.0.1', 'private', false],
  ['::ffff:8.8.8.8', 'unicast', true],
  ['::7f00:1', 'ipv4Compatible', false],
  ['::a00:1', 'ipv4Compatible', false],
  ['::ffff:0:7f00:1', 'loopback', false],
  ['64:ff9b::7f00:1', 'loopback', false],
  ['64:ff9b::a9fe:a9fe', 'linkLocal', false],
  ['2002:7f00:1::1', 'loopback', false],
  ['2002:c0a8:101::1', 'private', false],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo', false],
  ['fec0::1', 'deprecatedSiteLocal', false],
  ['not an address', 'invalid', false],
];

describe('address classification', () => {
  it.each(TABLE)('%s is %s (fetched: %s)', (address, kind, allowed) => {
    expect(addressKind(address)).toBe(kind);
    expect(isPublicAddress(address)).toBe(allowed);
  });
});

interface Local {
  base: string;
  port: number;
  paths: string[];
  close(): Promise<void>;
}

/** A server on 127.0.0.1 that records each path asked and answers by path. */
async function localServer(handler: (req: http.IncomingMessage, res: http.ServerResponse, port: number) => void): Promise<Local> {
  const paths: string[] = [];
  let port = 0;
  const server = http.createServer((req, res) => {
    paths.push(req.url ?? '');
    handler(req, res, port);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    paths,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof SafeFetchError) return err.reason;
    throw err;
  }
  return 'fetched';
}

const strict: SafeFetchOptions = { maxBytes: 100, allowPrivate: false, timeoutMs: 5000 };
const onlyLoopback1 = (a: string) => a === '127.0.0.1';

describe('safeFetch against a real local server', () => {
  let local: Local;
  beforeAll(async () => {
    local = await localServer((req, res, port) => {
      const url = req.url ?? '';
      const hop = /^\/hop\/(\d+)$/.exec(url);
      if (hop) {
        const n = Number(hop[1]);
        res.writeHead(302, { location: n === 0 ? '/ok' : `/hop/${n - 1}` }).end();
      } else if (url === '/to-other-loopback') res.writeHead(302, { location: `http://127.0.0.2:${port}/secret` }).end();
      else if (url === '/to-rebind') res.writeHead(307, { location: `http://rebind.test:${port}/secret` }).end();
      else if (url === '/to-file') res.writeHead(301, { location: 'file:///etc/passwd' }).end();
      else if (url === '/declared-large') res.writeHead(200, { 'content-length': '1000', 'content-type': 'image/png' }).end(Buffer.alloc(1000));
      else if (url === '/chunked-large') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        let sent = 0;
        const more = (): void => {
          if (sent >= 1000 || res.destroyed) {
            res.end();
            return;
          }
          sent += 50;
          res.write(Buffer.alloc(50), () => setImmediate(more));
        };
        more();
      } else if (url === '/echo') {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () =>
          res.writeHead(201, { 'content-type': 'text/plain' }).end(`${req.headers['content-length']} ${Buffer.concat(chunks).toString('hex')}`),
        );
      } else if (url === '/missing') res.writeHead(404).end('no');
      else res.writeHead(200, { 'content-type': 'Text/Plain; charset=utf-8' }).end(url === '/secret' ? 'the secret' : 'fine');
    });
  });
  afterAll(() => local.close());
  beforeEach(() => {
    local.paths.length = 0;
  });

  it('refuses 127.0.0.1 when private fetch is off, without a request reaching it', async () => {
    expect(await failure(safeFetch(`${local.base}/secret`, strict))).toBe('blockedAddress');
    expect(await failure(safeFetch(`http://[::ffff:127.0.0.1]:${local.port}/secret`, strict))).toBe('blockedAddress');
    expect(await failure(safeFetch(`http://2130706433:${local.port}/secret`, strict))).toBe('blockedAddress');
    expect(local.paths).toEqual([]);
  });

  it('fetches it when private fetch is on (test rigs)', async () => {
    const res = await safeFetch(`${local.base}/secret`, { ...strict, allowPrivate: true });
    expect(res.contentType).toBe('text/plain');
    expect(await text(res.body)).toBe('the secret');
  });

  it('re-checks every redirect target: a redirect to another private address is refused before connecting', async () => {
    expect(await failure(safeFetch(`${local.base}/to-other-loopback`, { ...strict, allowAddress: onlyLoopback1 }))).toBe('blockedAddress');
    const resolve = jest.fn(async () => [{ address: '10.0.0.7', family: 4 }]);
    expect(await failure(safeFetch(`${local.base}/to-rebind`, { ...strict, allowAddress: onlyLoopback1, resolve }))).toBe('blockedAddress');
    expect(resolve).toHaveBeenCalledWith('rebind.test');
    expect(local.paths).toEqual(['/to-other-loopback', '/to-rebind']);
  });

  it('refuses a public name that resolves to loopback (rebinding), and one with any private address among public ones', async () => {
    const loopback = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await failure(safeFetch(`http://cdn.example.com:${local.port}/secret`, { ...strict, resolve: loopback }))).toBe('blockedAddress');
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:127.0.0.1', family: 6 },
    ];
    expect(await failure(safeFetch(`http://cdn.example.com:${local.port}/secret`, { ...strict, resolve: mixed }))).toBe('blockedAddress');
    expect(local.paths).toEqual([]);
  });

  it('connects to the address it checked, resolving each host once (DNS cannot swap it after the check)', async () => {
    const resolve = jest.fn(async () => [{ address: '127.0.0.1', family: 4 }]);
    const res = await safeFetch(`http://pinned.test:${local.port}/ok`, { ...strict, allowAddress: onlyLoopback1, resolve });
    expect(await text(res.body)).toBe('fine');
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('follows at most 3 redirects', async () => {
    const open = { ...strict, allowPrivate: true };
    const res = await safeFetch(`${local.base}/hop/2`, open);
    expect(res.url.pathname).toBe('/ok');
    expect(await text(res.body)).toBe('fine');
    expect(await failure(safeFetch(`${local.base}/hop/3`, open))).toBe('tooManyRedirects');
  });

  it('refuses URLs that are not plain http(s), also as a redirect target', async () => {
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'http://user:pw@example.com/x', 'not a url', 'gopher://127.0.0.1/']) {
      expect(await failure(safeFetch(url, strict))).toBe('invalidUrl');
    }
    expect(await failure(safeFetch(`${local.base}/to-file`, { ...strict, allowPrivate: true }))).toBe('invalidUrl');
  });

  it('refuses an over-limit Content-Length before reading the body', async () => {
    expect(await failure(safeFetch(`${local.base}/declared-large`, { ...strict, allowPrivate: true }))).toBe('tooLarge');
  });

  it('aborts a chunked answer at the byte that passes the limit', async () => {
    const res = await safeFetch(`${local.base}/chunked-large`, { ...strict, allowPrivate: true });
    expect(res.contentLength).toBeUndefined();
    expect(await failure(text(res.body))).toBe('tooLarge');
  });

  it('POSTs a binary body byte for byte, its Content-Length counted in bytes (an encrypted push payload)', async () => {
    const body = Buffer.from([0x00, 0xff, 0xc3, 0x28, 0x80, 0x0a]);
    const res = await safeFetch(`${local.base}/echo`, { ...strict, allowPrivate: true, method: 'POST', body, anyStatus: true });
    expect(res.status).toBe(201);
    expect(await text(res.body)).toBe('6 00ffc328800a');
  });

  it('answers an error status as unreachable', async () => {
    expect(await failure(safeFetch(`${local.base}/missing`, { ...strict, allowPrivate: true }))).toBe('unreachable');
  });
});
