import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { databaseVariants } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

/** A built console and widget as the build leaves them: each asset with its .br and .gz beside it. */
function builtStaticRoot(): { root: string; bundle: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-compressed-'));
  const bundle = `console.log(${JSON.stringify('x'.repeat(20_000))});`;
  const write = (file: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  const asset = (file: string, body: string) => {
    write(file, body);
    write(`${file}.br`, brotliCompressSync(body));
    write(`${file}.gz`, gzipSync(body));
  };
  write('console/dist/index.html', '<!doctype html><script type="module" src="/assets/index-abc.js"></script>');
  write('console/dist/robots.txt', 'User-agent: *\nDisallow: /\n');
  write('console/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  asset('console/dist/assets/index-abc.js', bundle);
  write('widget/dist/index.html', '<!doctype html><script type="module" src="/widget/assets/index-def.js"></script>');
  asset('widget/dist/assets/index-def.js', bundle);
  asset('widget/dist/sdk.js', bundle);
  return { root, bundle };
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes on the wire (fetch would decompress them out of sight). */
function raw(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

/** Issue 51: what a browser is sent is compressed, and cached as long as its name allows. */
describe.each(databaseVariants())('compressed answers on $name', (variant) => {
  let server: TestServer;
  let bundle: string;

  beforeAll(async () => {
    const built = builtStaticRoot();
    bundle = built.bundle;
    server = await startTestServer(variant, { STATIC_DIR: built.root });
  });
  afterAll(() => server?.close());

  it('a hashed asset: brotli when asked, gzip otherwise, plain without either; kept a year, varying by encoding', async () => {
    for (const dir of ['/assets/index-abc.js', '/widget/assets/index-def.js']) {
      const br = await raw(`${server.url}${dir}`, 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.body.length).toBeLessThan(bundle.length / 20);
      expect(brotliDecompressSync(br.body).toString()).toBe(bundle);

      const gz = await raw(`${server.url}${dir}`, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(bundle);

      const plain = await raw(`${server.url}${dir}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(bundle);
    }
  });

  it('the loader every host page fetches: compressed, and short-lived so a new version arrives within minutes', async () => {
    const sdk = await raw(`${server.url}/sdk.js`, 'br');
    expect(sdk.headers['content-encoding']).toBe('br');
    expect(sdk.headers['cache-control']).toBe('public, max-age=300');
    expect(brotliDecompressSync(sdk.body).toString()).toBe(bundle);
  });

  it('the page itself is asked again each time; robots.txt answers as itself', async () => {
    const page = await raw(`${server.url}/conversation`, 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<script type="module"');
    const robots = await raw(`${server.url}/robots.txt`);
    expect(robots.body.toString()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('API answers of 1 KB and more are compressed as asked; small ones are not', async () => {
    const doc = await raw(`${server.url}/api/openapi.json`, 'br');
    expect(doc.headers['content-encoding']).toBe('br');
    const parsed = JSON.parse(brotliDecompressSync(doc.body).toString()) as { openapi: string };
    expect(parsed.openapi).toMatch(/^3\./);
    const gz = await raw(`${server.url}/api/openapi.json`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await raw(`${server.url}/healthz`, 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });
});
