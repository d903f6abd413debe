import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { databaseVariants, type DatabaseVariant } from '../support/databases';
import type { Credentials } from '../support/http';
import { GatewayClient } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, history, sendText, setUpWorkspace, type MessageJson, type Person, type TestWorkspace } from '../factories/conversation';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Small, so the over-limit cases stay fast; the default (25 MB) is covered by the config unit test. */
const LIMIT = 256 * 1024;

interface FileMeta {
  type: number;
  subtype?: number;
  file: { name: string; fileUrl: string; contentType: string; fileSize: number; previewDimension?: { width: number; height: number } };
}
type FileMessage = MessageJson & { pushContent: string | null; meta: FileMeta };

interface Part {
  field?: 'file' | 'previewFile' | string;
  name: string;
  type: string;
  data: Buffer;
}

/** A real (greyscale, blank) PNG of this size. */
function png(width: number, height: number): Buffer {
  const chunk = (kind: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(kind, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc((width + 1) * height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF's header is all this server reads of it. */
const gif = (width: number, height: number) => {
  const b = Buffer.alloc(13);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
};

function authHeaders(creds?: Credentials): Record<string, string> {
  const h: Record<string, string> = {};
  if (creds?.token) h.authorization = `Bearer ${creds.token}`;
  if (creds?.apiKey) h['x-api-key'] = creds.apiKey;
  return h;
}

async function upload(baseUrl: string, creds: Credentials | undefined, fields: Record<string, string>, files: Part[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await fetch(`${baseUrl}/api/message/file/send`, { method: 'POST', headers: authHeaders(creds), body: form });
  const body = (await res.json()) as { data?: FileMessage; error?: { code: number; message: string } };
  return { status: res.status, body };
}

async function download(baseUrl: string, creds: Credentials | undefined, messageId: string, preview = false) {
  const res = await fetch(`${baseUrl}/api/message/download?messageId=${messageId}&clientType=26${preview ? '&preview=1' : ''}`, {
    headers: authHeaders(creds),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every file under a directory (stored files, .part files, spool files). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** What this server keeps on its own disk for files: DATA_DIR/files and the S3 spool. */
const storedOnDisk = (server: TestServer) => [...filesUnder(path.join(server.dataDir, 'files')), ...filesUnder(path.join(server.dataDir, 'tmp'))];

async function messageCount(server: TestServer, conversationId: string): Promise<number> {
  const [{ n }] = await server.parley.database.dataSource.query('SELECT count(*)::int AS n FROM message WHERE conversation_id = $1', [conversationId]);
  return n as number;
}

/**
 * A tiny S3-compatible store: path-style `/<bucket>/<key>`, PUT/GET/DELETE, and a SigV4 check of
 * its own (written here, independently of the server's signer) that refuses with 403 unless the
 * Authorization header has the right shape, the credential scope matches, the body hash matches
 * x-amz-content-sha256, and the signature over the headers as received is right.
 */
async function startS3Stub(keys: { accessKeyId: string; secretAccessKey: string; region: string; bucket: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const log: { method: string; path: string; status: number }[] = [];
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

  function verify(req: http.IncomingMessage, body: Buffer): string | null {
    const auth = req.headers.authorization ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) return 'malformed Authorization header';
    const [, accessKey, day, region, signedHeaders, signature] = m;
    if (accessKey !== keys.accessKeyId) return 'unknown access key';
    if (region !== keys.region) return 'wrong region';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return 'x-amz-date missing or not the credential day';
    const names = signedHeaders.split(';');
    for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) if (!names.includes(required)) return `${required} not signed`;
    if ([...names].sort().join(';') !== signedHeaders) return 'SignedHeaders not sorted';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== createHash('sha256').update(body).digest('hex')) return 'x-amz-content-sha256 does not match the body';
    const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?');
    const canonical = [
      req.method,
      rawPath,
      rawQuery,
      names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join(''),
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), region), 's3'), 'aws4_request');
    return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'SignatureDoesNotMatch';
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const reply = (status: number, text = '', headers: Record<string, string> = {}) => {
        log.push({ method: req.method ?? '', path: req.url ?? '', status });
        res.writeHead(status, headers).end(text);
      };
      const problem = verify(req, body);
      if (problem) return reply(403, `<Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
      const prefix = `/${keys.bucket}/`;
      if (!req.url?.startsWith(prefix)) return reply(404, '<Error><Code>NoSuchBucket</Code></Error>');
      const key = req.url.slice(prefix.length);
      if (req.method === 'PUT') {
        if (req.headers['content-length'] === undefined) return reply(411, '<Error><Code>MissingContentLength</Code></Error>');
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        return reply(200);
      }
      const found = objects.get(key);
      if (req.method === 'GET') {
        if (!found) return reply(404, '<Error><Code>NoSuchKey</Code></Error>');
        log.push({ method: 'GET', path: req.url, status: 200 });
        res.writeHead(200, { 'content-type': found.contentType, 'content-length': String(found.body.length) }).end(found.body);
        return;
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return reply(204);
      }
      return reply(405);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, objects, log, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(databaseVariants())('message files on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, own: Person, outsider: Person, alice: Person, bob: Person;
  let aliceWidget: Credentials, bobWidget: Credentials;

  beforeAll(async () => {
    server = await startTestServer(variant, { FILE_MAX_BYTES: String(LIMIT) });
    w = await setUpWorkspace(server.parley, server.url);
    [agent, own, outsider] = await Promise.all([w.agent(['allConversations']), w.agent(['ownConversations']), w.agent(['ownConversations'])]);
    [alice, bob] = await Promise.all([w.visitor('f-alice'), w.visitor('f-bob')]);
    // The widget sends its token with the workspace's API key header.
    aliceWidget = { ...alice.creds, apiKey: w.appKey };
    bobWidget = { ...bob.creds, apiKey: w.appKey };
  });
  afterAll(() => server?.close());

  const conversation = (customer = alice) => createConversation(w.http, agent.creds, { customer: [customer.id], agent: [own.id] });

  it('sends a text file: answers id, timestamp and meta, lists it, tells readers, and streams it back', async () => {
    const c = await conversation();
    const socket = await GatewayClient.connect(server.url, agent.creds.token!);
    try {
      const text = Buffer.from('Order 42: two chairs.\n');
      const sent = await upload(server.url, agent.creds, { conversationId: c.id, dataType: '51', internal: 'false', localId: 'f-1', subtype: '1' }, [
        { name: 'order.txt', type: 'text/plain', data: text },
      ]);
      expect(sent.status).toBe(200);
      const m = sent.body.data!;
      expect(m).toMatchObject({
        conversationId: c.id,
        seq: 1,
        localId: 'f-1',
        senderType: 'agent',
        senderId: agent.id,
        internal: false,
        pushContent: 'tb_file',
        meta: {
          type: 3,
          subtype: 1,
          file: { name: 'order.txt', contentType: 'text/plain', fileSize: text.length, fileUrl: `/api/message/download?messageId=${m.id}` },
        },
      });
      expect(typeof m.timestamp).toBe('number');
      expect(m.meta.file.previewDimension).toBeUndefined();
      // The realtime event carries the meta as answered (download URL included).
      const event = await socket.next((e) => e.event === 'message.created' && e.data?.id === m.id);
      expect((event.data as unknown as FileMessage).meta.file.fileUrl).toBe(m.meta.file.fileUrl);
      const files = await history(w.http, alice.creds, c.id, 'msgTypeFilter=3&msgSubtypeFilter=1');
      expect(files.body).toMatchObject({ total: 1, data: [{ id: m.id, meta: { file: { fileUrl: m.meta.file.fileUrl } } }] });

      const got = await download(server.url, agent.creds, m.id);
      expect(got.status).toBe(200);
      expect(got.bytes.equals(text)).toBe(true);
      expect(got.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(got.headers.get('content-length')).toBe(String(text.length));
      expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="?order\.txt"?$/);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.headers.get('content-security-policy')).toContain('sandbox');
      // Stored under DATA_DIR/files, in the workspace's folder, never under a client-given name.
      const stored = storedOnDisk(server).filter((f) => f.includes(w.workspaceId));
      expect(stored.some((f) => fs.readFileSync(f).equals(text) && !f.includes('order'))).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('sends an image with a preview: the preview size is stored, both download inline', async () => {
    const c = await conversation();
    const image = png(640, 480);
    const preview = png(160, 120);
    const sent = await upload(server.url, aliceWidget, { conversationId: c.id, subtype: '2', localId: 'img-1' }, [
      { name: 'photo.png', type: 'image/png', data: image },
      { field: 'previewFile', name: 'photo-small.png', type: 'image/png', data: preview },
    ]);
    expect(sent.status).toBe(200);
    const m = sent.body.data!;
    expect(m).toMatchObject({
      senderType: 'customer',
      pushContent: 'tb_image',
      meta: {
        type: 3,
        subtype: 2,
        file: { name: 'photo.png', contentType: 'image/png', fileSize: image.length, previewDimension: { width: 160, height: 120 } },
      },
    });
    const full = await download(server.url, agent.creds, m.id);
    expect(full.bytes.equals(image)).toBe(true);
    expect(full.headers.get('content-disposition')).toMatch(/^inline; /);
    const small = await download(server.url, aliceWidget, m.id, true);
    expect(small.status).toBe(200);
    expect(small.bytes.equals(preview)).toBe(true);
    expect(small.headers.get('content-type')).toBe('image/png');

    // No preview: the image's own size; the format comes from the bytes (a GIF sent as octet-stream).
    const alone = await upload(server.url, agent.creds, { conversationId: c.id, subtype: '2' }, [
      { name: 'anim.gif', type: 'application/octet-stream', data: gif(300, 200) },
    ]);
    expect(alone.status).toBe(200);
    expect(alone.body.data!.meta.file).toMatchObject({ contentType: 'image/gif', previewDimension: { width: 300, height: 200 } });
    const asPreview = await download(server.url, agent.creds, alone.body.data!.id, true);
    expect(asPreview.bytes.equals(gif(300, 200))).toBe(true);
    // HEIC (allowed, honest, but not shown by browsers): through its preview, or as a plain file without one.
    const heic = Buffer.from('\0\0\0\x18ftypheic not parsed here', 'latin1');
    const withPreview = await upload(server.url, aliceWidget, { conversationId: c.id, subtype: '2' }, [
      { name: 'IMG_1.HEIC', type: 'image/heic', data: heic },
      { field: 'previewFile', name: 'IMG_1.png', type: 'image/png', data: png(90, 120) },
    ]);
    expect(withPreview.body.data).toMatchObject({ meta: { subtype: 2, file: { contentType: 'image/heic', previewDimension: { width: 90, height: 120 } } } });
    const withoutPreview = await upload(server.url, aliceWidget, { conversationId: c.id, subtype: '2' }, [
      { name: 'IMG_2.HEIC', type: 'image/heic', data: heic },
    ]);
    expect(withoutPreview.body.data).toMatchObject({ pushContent: 'tb_file', meta: { subtype: 1, file: { contentType: 'image/heic' } } });
    expect(withoutPreview.body.data!.meta.file.previewDimension).toBeUndefined();
    const photos = await history(w.http, agent.creds, c.id, 'msgTypeFilter=3&msgSubtypeFilter=2');
    expect(photos.body.total).toBe(3);
  });

  it('sends audio as a voice message (type 2) with name, size and type', async () => {
    const c = await conversation();
    const voice = randomBytes(4000);
    const sent = await upload(server.url, agent.creds, { conversationId: c.id, type: '2' }, [{ name: 'voice.webm', type: 'audio/webm', data: voice }]);
    expect(sent.status).toBe(200);
    expect(sent.body.data!.meta).toEqual({
      type: 2,
      file: { name: 'voice.webm', contentType: 'audio/webm', fileSize: 4000, fileUrl: `/api/message/download?messageId=${sent.body.data!.id}` },
    });
    expect((await history(w.http, alice.creds, c.id, 'msgTypeFilter=2')).body.total).toBe(1);
    const got = await download(server.url, aliceWidget, sent.body.data!.id);
    expect([got.status, got.headers.get('content-type'), got.bytes.equals(voice)]).toEqual([200, 'audio/webm', true]);
  });

  it('refuses what is too big, not allowed, not an image or missing, and then keeps no file and no message', async () => {
    const c = await conversation();
    const before = storedOnDisk(server).length;
    const send = (fields: Record<string, string>, files: Part[], creds: Credentials = agent.creds) =>
      upload(server.url, creds, { conversationId: c.id, ...fields }, files);
    const cases: [string, Promise<{ status: number; body: { error?: { message: string } } }>, number, RegExp][] = [
      [
        'one byte over the limit',
        send({}, [{ name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(LIMIT + 1) }]),
        413,
        /larger than the limit of 256 KB/,
      ],
      [
        'a preview over the limit',
        send({ subtype: '2' }, [
          { name: 'p.png', type: 'image/png', data: png(10, 10) },
          { field: 'previewFile', name: 'pp.png', type: 'image/png', data: Buffer.concat([png(10, 10), Buffer.alloc(LIMIT)]) },
        ]),
        413,
        /limit/,
      ],
      [
        'far over the limit (refused by its Content-Length)',
        send({}, [{ name: 'huge.zip', type: 'application/zip', data: Buffer.alloc(LIMIT * 4) }]),
        413,
        /limit/,
      ],
      ['HTML', send({}, [{ name: 'x.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') }]), 400, /text\/html are not accepted/],
      ['SVG', send({ subtype: '2' }, [{ name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>') }]), 400, /image\/svg\+xml are not accepted/],
      ['an executable by its name', send({}, [{ name: 'setup.exe', type: '', data: Buffer.from('MZ') }]), 400, /application\/x-msdos-program are not accepted/],
      [
        'text claiming to be an image',
        send({ subtype: '2' }, [{ name: 'fake.png', type: 'image/png', data: Buffer.from('not really a png') }]),
        400,
        /PNG, JPEG, GIF or WebP/,
      ],
      ['text as a voice message', send({ type: '2' }, [{ name: 'v.txt', type: 'text/plain', data: Buffer.from('hi') }]), 400, /must be audio/],
      [
        'a preview on a plain file',
        send({ subtype: '1' }, [
          { name: 'a.txt', type: 'text/plain', data: Buffer.from('a') },
          { field: 'previewFile', name: 'p.png', type: 'image/png', data: png(2, 2) },
        ]),
        400,
        /previewFile is only for images/,
      ],
      ['no file', send({ localId: 'x' }, []), 400, /attach a file/],
      ['an empty file', send({}, [{ name: 'empty.txt', type: 'text/plain', data: Buffer.alloc(0) }]), 400, /empty/],
      ['an unknown file field', send({}, [{ field: 'other', name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]), 400, /Unexpected file field/],
      ['a bad subtype', send({ subtype: '7' }, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]), 400, /subtype/],
      ['no conversation', upload(server.url, agent.creds, {}, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]), 400, /conversationId/],
      [
        'an internal note from a customer',
        send({ internal: 'true' }, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }], aliceWidget),
        403,
        /agents/,
      ],
      ["someone else's conversation", send({}, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }], bobWidget), 404, /not found/],
      [
        'a reply to an unknown message',
        send({ replyId: '00000000-0000-4000-8000-000000000000' }, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]),
        404,
        /not found/,
      ],
    ];
    for (const [what, pending, status, message] of cases) {
      const res = await pending;
      expect([what, res.status, res.body.error?.message]).toEqual([what, status, expect.stringMatching(message)]);
    }
    const unauthenticated = await upload(server.url, undefined, { conversationId: c.id }, [{ name: 'a.txt', type: 'text/plain', data: Buffer.from('a') }]);
    expect(unauthenticated.status).toBe(401);
    const json = await w.http.post('/api/message/file/send', { conversationId: c.id }, agent.creds);
    expect([json.status, json.body.error?.message]).toEqual([400, expect.stringMatching(/multipart\/form-data/)]);
    const raw = (contentType: string, body: string) =>
      fetch(`${server.url}/api/message/file/send`, { method: 'POST', headers: { ...authHeaders(agent.creds), 'content-type': contentType }, body });
    const malformed = [
      await raw('multipart/form-data', 'no boundary'),
      await raw(
        'multipart/form-data; boundary=b',
        `--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\ncut short`,
      ),
      await raw('multipart/form-data; boundary=b', '--b\r\nthis is not a part header\r\n\r\n--b--'),
    ];
    expect(malformed.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(storedOnDisk(server)).toHaveLength(before);
    expect(await messageCount(server, c.id)).toBe(0);
    // Exactly at the limit is fine.
    const atLimit = await send({}, [{ name: 'edge.pdf', type: 'application/pdf', data: Buffer.alloc(LIMIT, 1) }]);
    expect([atLimit.status, atLimit.body.data?.meta.file.fileSize]).toEqual([200, LIMIT]);
  });

  it('stops reading a streamed (chunked) upload at the limit and answers 413 while the client is still sending', async () => {
    const c = await conversation();
    const before = storedOnDisk(server).length;
    const boundary = 'parleyboundary';
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/api/message/file/send`, {
        method: 'POST',
        headers: { ...authHeaders(agent.creds), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="conversationId"\r\n\r\n${c.id}\r\n`);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stream.bin"\r\nContent-Type: application/pdf\r\n\r\n`);
      // 4x the limit in 64 KB chunks, with no Content-Length to refuse it by.
      let sent = 0;
      const pump = () => {
        while (sent < LIMIT * 4) {
          sent += 64 * 1024;
          if (!req.write(Buffer.alloc(64 * 1024))) return void req.once('drain', pump);
        }
        req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('larger than the limit');
    expect(storedOnDisk(server)).toHaveLength(before);
    expect(await messageCount(server, c.id)).toBe(0);
  });

  it('leaves nothing behind when the client goes away mid-upload', async () => {
    const c = await conversation();
    const before = storedOnDisk(server).length;
    const boundary = 'gone';
    const req = http.request(`${server.url}/api/message/file/send`, {
      method: 'POST',
      headers: { ...authHeaders(agent.creds), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="conversationId"\r\n\r\n${c.id}\r\n`);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    req.write(Buffer.alloc(LIMIT / 2, 7));
    // The half file reaches the disk (as a .part file), then the client vanishes.
    for (let i = 0; i < 100 && storedOnDisk(server).length === before; i++) await sleep(20);
    expect(storedOnDisk(server).length).toBe(before + 1);
    req.destroy();
    for (let i = 0; i < 100 && storedOnDisk(server).length !== before; i++) await sleep(20);
    expect(storedOnDisk(server)).toHaveLength(before);
    expect(await messageCount(server, c.id)).toBe(0);
  });

  it('is idempotent on localId: a resend answers the first message and keeps one file', async () => {
    const c = await conversation();
    const before = storedOnDisk(server).length;
    const form = { conversationId: c.id, localId: 'same-upload' };
    const first = await upload(server.url, aliceWidget, form, [{ name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1 first') }]);
    const again = await upload(server.url, aliceWidget, form, [{ name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1 second try') }]);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data!.id).toBe(first.body.data!.id);
    expect(again.body.data!.meta).toEqual(first.body.data!.meta);
    expect(await messageCount(server, c.id)).toBe(1);
    expect(storedOnDisk(server)).toHaveLength(before + 1);
    const got = await download(server.url, agent.creds, first.body.data!.id);
    expect(got.bytes.toString()).toBe('%PDF-1 first');
    // A reply quotes through the same path as text messages.
    const reply = await upload(server.url, agent.creds, { conversationId: c.id, replyId: first.body.data!.id }, [
      { name: 'b.txt', type: 'text/plain', data: Buffer.from('b') },
    ]);
    expect(reply.body.data!.meta).toMatchObject({ reply: { id: first.body.data!.id, type: 3, senderType: 'customer' } });
  });

  it('downloads only for those who may read the message', async () => {
    const other = await setUpWorkspace(server.parley, server.url);
    const tokenAll = await w.token(['allConversations']);
    const c = await conversation(alice);
    const publicFile = await upload(server.url, agent.creds, { conversationId: c.id }, [
      { name: 'public.txt', type: 'text/plain', data: Buffer.from('for alice') },
    ]);
    const internalFile = await upload(server.url, agent.creds, { conversationId: c.id, internal: 'true' }, [
      { name: 'note.txt', type: 'text/plain', data: Buffer.from('agents only') },
    ]);
    expect([publicFile.status, internalFile.status]).toEqual([200, 200]);
    expect(internalFile.body.data!.internal).toBe(true);
    const text = await sendText(w.http, agent.creds, c.id, 'not a file');
    const matrix: [string, Credentials | undefined, number, number][] = [
      ['allConversations', agent.creds, 200, 200],
      ['ownConversations, assigned', own.creds, 200, 200],
      ['ownConversations, not assigned', outsider.creds, 404, 404],
      ['API token, allConversations', tokenAll.creds, 200, 200],
      ['the customer (widget: token and API key)', aliceWidget, 200, 404],
      ['the customer (token only)', alice.creds, 200, 404],
      ['another customer', bobWidget, 404, 404],
      ['an agent of another workspace', other.owner.creds, 404, 404],
      ['nobody', undefined, 401, 401],
    ];
    for (const [who, creds, pub, internal] of matrix) {
      const [a, b] = await Promise.all([download(server.url, creds, publicFile.body.data!.id), download(server.url, creds, internalFile.body.data!.id)]);
      expect([who, a.status, b.status]).toEqual([who, pub, internal]);
      if (pub === 200) expect(a.bytes.toString()).toBe('for alice');
    }
    expect((await download(server.url, agent.creds, text.id)).status).toBe(404);
    const malformed = await fetch(`${server.url}/api/message/download?messageId=../../etc/passwd`, { headers: authHeaders(agent.creds) });
    expect(malformed.status).toBe(400);
    // A deleted message's file is gone for everyone.
    expect((await w.http.post('/api/message/delete', { messageId: publicFile.body.data!.id }, agent.creds)).status).toBe(200);
    expect((await download(server.url, agent.creds, publicFile.body.data!.id)).status).toBe(404);
  });

  it('keeps a Chinese file name and sends it back as RFC 5987 filename*', async () => {
    const c = await conversation();
    const name = '報價單 2024(最終).pdf';
    const sent = await upload(server.url, agent.creds, { conversationId: c.id }, [{ name, type: 'application/pdf', data: Buffer.from('%PDF-1.4') }]);
    expect(sent.status).toBe(200);
    expect(sent.body.data!.meta.file.name).toBe(name);
    const got = await download(server.url, aliceWidget, sent.body.data!.id);
    const disposition = got.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename=("[\x20-\x7e]+"|[!#$%&'*+.^_`|~0-9A-Za-z-]+); filename\*=UTF-8''[A-Za-z0-9%._~-]+$/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1];
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(encoded).toContain('%E5%A0%B1%E5%83%B9%E5%96%AE');
    // The file name is what the message is found by.
    const [seen] = (await w.http.get<{ lastMessage: { text: string } }[]>(`/api/conversation/get?id=${c.id}`, agent.creds)).body.data!;
    expect(seen.lastMessage.text).toBe(name);
  });

  describe('in S3 mode', () => {
    const s3Keys = { accessKeyId: 'PARLEYTESTKEY', secretAccessKey: 'parley/test+secret', region: 'eu-west-2', bucket: 'parley-files' };
    let s3: Awaited<ReturnType<typeof startS3Stub>>;
    let s3Server: TestServer;
    let sw: TestWorkspace;

    beforeAll(async () => {
      s3 = await startS3Stub(s3Keys);
      s3Server = await startTestServer(variant, {
        FILE_MAX_BYTES: String(LIMIT),
        S3_ENDPOINT: s3.url,
        S3_BUCKET: s3Keys.bucket,
        S3_ACCESS_KEY_ID: s3Keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
        S3_REGION: s3Keys.region,
      });
      sw = await setUpWorkspace(s3Server.parley, s3Server.url);
    });
    afterAll(async () => {
      await s3Server?.close();
      await s3?.close();
    });

    it('the stub refuses requests that are not properly signed', async () => {
      const unsigned = await fetch(`${s3.url}/${s3Keys.bucket}/x`, { method: 'PUT', body: 'x' });
      expect(unsigned.status).toBe(403);
      const forged = await fetch(`${s3.url}/${s3Keys.bucket}/x`, {
        method: 'GET',
        headers: {
          authorization: `AWS4-HMAC-SHA256 Credential=${s3Keys.accessKeyId}/20250101/${s3Keys.region}/s3/aws4_request,SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=${'0'.repeat(64)}`,
          'x-amz-date': '20250101T000000Z',
          'x-amz-content-sha256': createHash('sha256').update('').digest('hex'),
        },
      });
      expect([forged.status, await forged.text()]).toEqual([403, expect.stringContaining('SignatureDoesNotMatch')]);
    });

    it('stores, serves and cleans up through the bucket, and nothing stays on local disk', async () => {
      s3.log.length = 0; // the refusals of the test above
      const agentS3 = await sw.agent(['allConversations']);
      const visitor = await sw.visitor('s3-visitor');
      const c = await createConversation(sw.http, agentS3.creds, { customer: [visitor.id] });
      const image = png(320, 240);
      const preview = png(32, 24);
      const sent = await upload(s3Server.url, agentS3.creds, { conversationId: c.id, subtype: '2', localId: 's3-1' }, [
        { name: '照片.png', type: 'image/png', data: image },
        { field: 'previewFile', name: 'small.png', type: 'image/png', data: preview },
      ]);
      expect(sent.status).toBe(200);
      expect(sent.body.data!.meta.file).toMatchObject({ name: '照片.png', previewDimension: { width: 32, height: 24 } });
      expect(s3.objects.size).toBe(2);
      for (const [key, object] of s3.objects) {
        expect(key).toMatch(new RegExp(`^${sw.workspaceId}/[0-9a-f-]{36}$`));
        expect(object.contentType).toBe('image/png');
      }
      const got = await download(s3Server.url, { ...visitor.creds, apiKey: sw.appKey }, sent.body.data!.id);
      expect([got.status, got.bytes.equals(image), got.headers.get('content-length')]).toEqual([200, true, String(image.length)]);
      expect((await download(s3Server.url, agentS3.creds, sent.body.data!.id, true)).bytes.equals(preview)).toBe(true);

      // A resend with the same localId stores a copy, then deletes it: the bucket keeps the first two objects.
      const again = await upload(s3Server.url, agentS3.creds, { conversationId: c.id, subtype: '2', localId: 's3-1' }, [
        { name: 'x.png', type: 'image/png', data: png(5, 5) },
      ]);
      expect(again.body.data!.id).toBe(sent.body.data!.id);
      expect(s3.objects.size).toBe(2);
      expect(s3.log.filter((r) => r.method === 'DELETE')).toHaveLength(1);
      // Over the limit: nothing reaches the bucket (the spool never becomes a PUT).
      const puts = s3.log.filter((r) => r.method === 'PUT').length;
      const big = await upload(s3Server.url, agentS3.creds, { conversationId: c.id }, [
        { name: 'big.pdf', type: 'application/pdf', data: Buffer.alloc(LIMIT + 1) },
      ]);
      expect(big.status).toBe(413);
      expect(s3.log.filter((r) => r.method === 'PUT')).toHaveLength(puts);
      expect(s3.objects.size).toBe(2);
      expect(await messageCount(s3Server, c.id)).toBe(1);
      // Every request the server made passed the stub's signature check, and the disk holds no file.
      expect(s3.log.filter((r) => r.status === 403)).toEqual([]);
      expect(storedOnDisk(s3Server)).toEqual([]);
      // An object gone from the bucket is "not found", not a server error.
      s3.objects.clear();
      expect((await download(s3Server.url, agentS3.creds, sent.body.data!.id)).status).toBe(404);
    });
  });
});
