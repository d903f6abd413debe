import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError, invalid } from '../../common/errors';
import type { FileStorage } from './file-storage';

/** A request body to read as multipart/form-data. */
export interface IncomingUpload {
  headers: IncomingHttpHeaders;
  stream: Readable;
}

/** One file part, already in storage under `key`. */
export interface ReceivedFile {
  field: string;
  key: string;
  /** As the client named it (no path). */
  filename: string;
  /** The declared type (busboy's parse of the part's Content-Type). */
  declaredType: string;
  size: number;
  /** The first bytes, for telling the real format (image headers). */
  head: Buffer;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface ReceiveOptions {
  storage: FileStorage;
  maxBytes: number;
  /** The file fields taken; any other file part refuses the upload. */
  fileFields: readonly string[];
  newKey(): string;
  /**
   * Called as a file part starts, before a byte is stored: throw to refuse the whole upload (a
   * type that is not allowed). Answers the content type to store it with and how many of its first
   * bytes to keep in `head`.
   */
  accept(part: { field: string; filename: string; declaredType: string }): { contentType: string; headBytes: number };
  /** Length of the longest text field. */
  maxFieldBytes?: number;
  /** A cap on all file parts together (a visitor's upload allowance): passing it refuses the upload with `exceeded()`. */
  total?: { maxBytes: number; exceeded(): Error };
}

/** 26214400 -> "25 MB", 262144 -> "256 KB", 1500000 -> "1.43 MB". */
export function formatLimit(bytes: number): string {
  const round = (n: number) => String(Math.round(n * 100) / 100);
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const tooLarge = (maxBytes: number) => new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the limit of ${formatLimit(maxBytes)}`, { maxBytes });

/** The bytes of every file part of one upload, against an optional cap on their sum. */
interface Tally {
  bytes: number;
  cap?: ReceiveOptions['total'];
}

/** Counts the bytes, keeps the first few, and fails the moment the file's limit (or the upload's) is passed. */
class Guard extends Transform {
  size = 0;
  private readonly kept: Buffer[] = [];
  private keptBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly headBytes: number,
    private readonly tally: Tally,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null, data?: Buffer) => void): void {
    this.size += chunk.length;
    this.tally.bytes += chunk.length;
    if (this.size > this.maxBytes) return done(tooLarge(this.maxBytes));
    if (this.tally.cap && this.tally.bytes > this.tally.cap.maxBytes) return done(this.tally.cap.exceeded());
    if (this.keptBytes < this.headBytes) {
      const part = chunk.subarray(0, this.headBytes - this.keptBytes);
      this.kept.push(Buffer.from(part));
      this.keptBytes += part.length;
    }
    done(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.kept);
  }
}

/**
 * Reads a multipart body, streaming each file part straight into storage (never whole in memory).
 * Resolves when every part is read and stored. On any refusal (a type not allowed, a file over the
 * limit, a malformed body, the client going away) it stops reading, lets the rest of the request
 * drain unread, deletes what it already stored, and rejects: nothing is left behind.
 */
export function receiveMultipart(upload: IncomingUpload, opts: ReceiveOptions): Promise<ReceivedUpload> {
  const type = String(upload.headers['content-type'] ?? '');
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return Promise.reject(invalid('Send the message as multipart/form-data with the file in the field "file"', { body: 'multipart' }));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: upload.headers,
      // Browsers put the file name in the part header as raw UTF-8 (報價單.pdf), not latin1.
      defParamCharset: 'utf8',
      // One byte over the limit is enough to know it was passed; the Guard refuses at that byte.
      limits: {
        fileSize: opts.maxBytes + 1,
        files: opts.fileFields.length,
        fields: 30,
        parts: 40,
        fieldSize: opts.maxFieldBytes ?? 16 * 1024,
      },
    });
  } catch {
    return Promise.reject(invalid('The upload is not valid multipart/form-data (no boundary)', { body: 'multipart' }));
  }

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const stored: string[] = [];
    const pending: Promise<void>[] = [];
    const streams: Readable[] = [];
    const guards: Guard[] = [];
    const tally: Tally = { bytes: 0, cap: opts.total };
    let failed = false;

    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      upload.stream.unpipe(parser);
      // The rest of the body is read and dropped, so the answer reaches a client still sending.
      upload.stream.resume();
      // Destroying a source does not end what it pipes into: the guards fail too, so every put settles.
      for (const s of streams) s.destroy();
      for (const g of guards) g.destroy(new Error('upload refused'));
      void Promise.allSettled(pending)
        .then(() => Promise.allSettled(stored.map((key) => opts.storage.delete(key))))
        .then(() => reject(err));
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(invalid(`${name} is too long`, { [name]: 'tooLong' }));
      fields[name] = value;
    });

    parser.on('file', (field, stream, info) => {
      streams.push(stream);
      // busboy destroys an unfinished part with an error when the body ends early; a part we skip or
      // refuse has no guard listening, and an unheard 'error' would take the process down.
      stream.on('error', () => undefined);
      if (failed) return void stream.resume();
      if (!opts.fileFields.includes(field)) {
        return fail(invalid(`Unexpected file field "${field}": send ${opts.fileFields.join(' and ')}`, { [field]: 'unexpected' }));
      }
      if (files.some((f) => f.field === field)) return fail(invalid(`Send one ${field}`, { [field]: 'duplicate' }));
      const filename = info.filename ?? '';
      let accepted: { contentType: string; headBytes: number };
      try {
        accepted = opts.accept({ field, filename, declaredType: info.mimeType });
      } catch (err) {
        return fail(err);
      }
      const key = opts.newKey();
      const guard = new Guard(opts.maxBytes, accepted.headBytes, tally);
      guards.push(guard);
      // Storage may await (a directory, a connection) before it listens; the put still sees the error.
      guard.on('error', () => undefined);
      stream.on('error', (err: Error) => guard.destroy(err));
      const entry: ReceivedFile = { field, key, filename, declaredType: accepted.contentType, size: 0, head: Buffer.alloc(0) };
      files.push(entry);
      pending.push(
        opts.storage.put(key, stream.pipe(guard), accepted.contentType).then(
          ({ size }) => {
            stored.push(key);
            entry.size = size;
            entry.head = guard.head;
          },
          (err: unknown) => fail(err),
        ),
      );
    });

    parser.on('filesLimit', () => fail(invalid(`Send at most ${opts.fileFields.length} files: ${opts.fileFields.join(' and ')}`, { body: 'tooManyFiles' })));
    parser.on('fieldsLimit', () => fail(invalid('Too many fields', { body: 'tooManyFields' })));
    parser.on('partsLimit', () => fail(invalid('Too many parts', { body: 'tooManyParts' })));
    parser.on('error', () => fail(invalid('The upload is not valid multipart/form-data', { body: 'multipart' })));
    // The client went away mid-upload: busboy would wait for the rest forever.
    upload.stream.on('close', () => {
      if ((upload.stream as Readable & { complete?: boolean }).complete === false) fail(invalid('The upload was interrupted', { body: 'aborted' }));
    });
    parser.on('close', () => {
      void Promise.allSettled(pending).then(() => {
        if (failed) return;
        resolve({ fields, files });
      });
    });
    upload.stream.pipe(parser);
  });
}
