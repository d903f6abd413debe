import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Credentials } from './http';
import type { TestServer } from './server';
import type { MessageJson } from '../factories/conversation';

/** Helpers of the message-file tests (files*.test.ts): images, multipart uploads, downloads, an S3 stub. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stored file's bytes, or null when the store has none. The stream is read to its end: one left
 * unread keeps its file open until garbage collection closes it (Node's "Closing file descriptor").
 */
export async function storedBytes(server: TestServer, key: string): Promise<Buffer | null> {
  const stored = await server.parley.services.file.storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Small, so the over-limit cases stay fast; the default (25 MB) is covered by the config unit test. */
export const LIMIT = 256 * 1024;

export interface FileMeta {
  type: number;
  subtype?: number;
  file: { name: string; fileUrl: string; contentType: string; fileSize: number; previewDimension?: { width: number; height: number } };
}
export type FileMessage = MessageJson & { pushContent: string | null; meta: FileMeta };

export interface Part {
  field?: 'file' | 'previewFile' | string;
  name: string;
  type: string;
  data: Buffer;
}

/** A real (greyscale, blank) PNG of this size. */
export function png(width: number, height: number): Buffer {
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

/** The EBML header of a WebM recording (DocType "webm"): what tells a WebM file by its bytes. */
export const WEBM_HEADER = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65,
  0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);

/** The start of a Windows program: its MZ header is what gives it away. */
export const exe = () => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(510)]);

/** A GIF's header is all this server reads of it. */
export const gif = (width: number, height: number) => {
  const b = Buffer.alloc(13);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
};

export function authHeaders(creds?: Credentials): Record<string, string> {
  const h: Record<string, string> = {};
  if (creds?.token) h.authorization = `Bearer ${creds.token}`;
  if (creds?.apiKey) h['x-api-key'] = creds.apiKey;
  return h;
}

export async function upload(baseUrl: string, creds: Credentials | undefined, fields: Record<string, string>, files: Part[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await fetch(`${baseUrl}/api/message/file/send`, { method: 'POST', headers: authHeaders(creds), body: form });
  const body = (await res.json()) as { data?: FileMessage; error?: { code: number; message: string } };
  return { status: res.status, body };
}

export async function download(baseUrl: string, creds: Credentials | undefined, messageId: string, preview = false) {
  const res = await fetch(`${baseUrl}/api/message/download?messageId=${messageId}&clientType=26${preview ? '&preview=1' : ''}`, {
    headers: authHeaders(creds),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every file under a directory (stored files, .part files, spool files). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** What this server keeps on its own disk for files: DATA_DIR/files and the S3 spool. */
export const storedOnDisk = (server: TestServer) => [...filesUnder(path.join(server.dataDir, 'files')), ...filesUnder(path.join(server.dataDir, 'tmp'))];

export async function messageCount(server: TestServer, conversationId: string): Promise<number> {
  const [{ n }] = await server.parley.database.dataSource.query('SELECT count(*)::int AS n FROM message WHERE conversation_id = $1', [conversationId]);
  return n as number;
}

/**
 * A tiny S3-compatible store: path-style `/<bucket>/<key>`, PUT/GET/DELETE and multipart uploads, and a SigV4 check of
 * its own (written here, independently of the server's signer) that refuses with 403 unless the
 * Authorization header has the right shape, the credential scope matches, the body hash matches
 * x-amz-content-sha256, and the signature over the headers as received is right.
 */
export async function startS3Stub(keys: { accessKeyId: string; secretAccessKey: string; region: string; bucket: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  /** Multipart uploads under way: their parts by number. */
  const uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
  let uploadIds = 0;
  const log: { method: string; path: string; status: number }[] = [];
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

  function verify(req: http.IncomingMessage, body: Buffer): string | null {
    const auth = req.headers.authorization ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
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
      // The key is the path; the query names the operation (the AWS SDK sends x-id=PutObject).
      const [pathPart = ''] = (req.url ?? '').split('?');
      if (!pathPart.startsWith(prefix)) return reply(404, '<Error><Code>NoSuchBucket</Code></Error>');
      const key = pathPart.slice(prefix.length);
      const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
      const xml = (text: string) => reply(200, `<?xml version="1.0" encoding="UTF-8"?>${text}`, { 'content-type': 'application/xml' });
      // Multipart uploads (what @aws-sdk/lib-storage does past one part): create, parts, complete, abort.
      if (req.method === 'POST' && query.has('uploads')) {
        const uploadId = `upload-${++uploadIds}`;
        uploads.set(uploadId, { key, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), parts: new Map() });
        return xml(
          `<InitiateMultipartUploadResult><Bucket>${keys.bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      const upload = query.get('uploadId') ? uploads.get(query.get('uploadId')!) : undefined;
      if (query.get('uploadId') && !upload) return reply(404, '<Error><Code>NoSuchUpload</Code></Error>');
      if (upload && req.method === 'PUT') {
        upload.parts.set(Number(query.get('partNumber')), body);
        return reply(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      }
      if (upload && req.method === 'POST') {
        const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
        objects.set(upload.key, { body: Buffer.concat(numbers.map((n) => upload.parts.get(n)!)), contentType: upload.contentType });
        uploads.delete(query.get('uploadId')!);
        return xml(`<CompleteMultipartUploadResult><Bucket>${keys.bucket}</Bucket><Key>${upload.key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
      }
      if (upload && req.method === 'DELETE') {
        uploads.delete(query.get('uploadId')!);
        return reply(204);
      }
      if (req.method === 'PUT') {
        if (req.headers['content-length'] === undefined) return reply(411, '<Error><Code>MissingContentLength</Code></Error>');
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        return reply(200);
      }
      const found = objects.get(key);
      if (req.method === 'GET') {
        if (!found)
          return reply(404, '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>', {
            'content-type': 'application/xml',
          });
        log.push({ method: 'GET', path: req.url ?? '', status: 200 });
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
  return { url, objects, uploads, log, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
