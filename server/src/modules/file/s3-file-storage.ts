import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { S3Config } from './file-config';
import type { FileStorage, StoredFile } from './file-storage';
import { EMPTY_SHA256, signRequest } from './sigv4';
import { assertKey } from './storage-key';

/** How long S3 may take to answer with headers; the body then streams as long as it needs. */
const HEADERS_TIMEOUT_MS = 30_000;
/** A whole PUT (25 MB to a slow store included). */
const PUT_TIMEOUT_MS = 10 * 60_000;

export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} failed with HTTP ${status}${detail ? `: ${detail}` : ''}`);
  }
}

/** The <Code> of an S3 XML error body, for the log line. */
async function errorDetail(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? '';
}

/**
 * An S3-compatible bucket with path-style URLs (`<endpoint>/<bucket>/<key>`, which MinIO, Ceph,
 * R2 and AWS all take) and SigV4-signed requests over the global fetch.
 *
 * A PUT needs its length and (to sign the payload rather than send it unsigned) its SHA-256 before
 * the first byte goes out, and an upload's length is known only at its end: so the upload is first
 * streamed to a spool file under DATA_DIR/tmp while being hashed, then streamed from there to S3.
 * Neither step holds the file in memory.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly spoolDir: string;

  constructor(
    private readonly s3: S3Config,
    dataDir: string,
  ) {
    this.spoolDir = path.join(dataDir, 'tmp', 'uploads');
  }

  private urlOf(key: string): URL {
    assertKey(key);
    return new URL(`${this.s3.endpoint}/${encodeURIComponent(this.s3.bucket)}/${key}`);
  }

  private async request(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    opts: { payloadHash?: string; headers?: Record<string, string>; body?: Readable; timeoutMs?: number } = {},
  ): Promise<Response> {
    const url = this.urlOf(key);
    const signed = signRequest(
      { accessKeyId: this.s3.accessKeyId, secretAccessKey: this.s3.secretAccessKey, region: this.s3.region, service: 's3' },
      { method, url, headers: opts.headers, payloadHash: opts.payloadHash ?? EMPTY_SHA256, date: new Date() },
    );
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`S3 ${method} timed out`)), opts.timeoutMs ?? HEADERS_TIMEOUT_MS);
    try {
      const init: RequestInit & { duplex?: 'half' } = { method, headers: signed.headers, signal: controller.signal };
      if (opts.body) {
        init.body = Readable.toWeb(opts.body) as unknown as ReadableStream;
        init.duplex = 'half';
      }
      return await fetch(url, init);
    } finally {
      clearTimeout(timer);
    }
  }

  async put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    await fs.promises.mkdir(this.spoolDir, { recursive: true });
    const spool = path.join(this.spoolDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      const hash = createHash('sha256');
      let size = 0;
      const hasher = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(body, hasher, fs.createWriteStream(spool, { flags: 'wx' }));
      const res = await this.request('PUT', key, {
        payloadHash: hash.digest('hex'),
        headers: { 'content-type': contentType, 'content-length': String(size) },
        body: fs.createReadStream(spool),
        timeoutMs: PUT_TIMEOUT_MS,
      });
      if (!res.ok) throw new S3Error('PUT', res.status, await errorDetail(res));
      await res.body?.cancel();
      return { size };
    } finally {
      await fs.promises.rm(spool, { force: true });
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const res = await this.request('GET', key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) throw new S3Error('GET', res.status, await errorDetail(res));
    const length = Number(res.headers.get('content-length'));
    return {
      body: Readable.fromWeb(res.body as unknown as WebReadableStream),
      size: Number.isFinite(length) && res.headers.has('content-length') ? length : undefined,
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    await res.body?.cancel();
    if (!res.ok && res.status !== 404) throw new S3Error('DELETE', res.status, '');
  }
}
