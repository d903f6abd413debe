import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import multer, { MulterError, type StorageEngine } from 'multer';
import { AppError, invalid, msg } from '../../common/errors';
import type { FileStorage } from './file-storage';

/** A request body to read as multipart/form-data: the HTTP request itself, or any stream with its headers. */
export type IncomingUpload = Readable & { headers: IncomingHttpHeaders };

/** One file part, already in storage under `key`. */
export interface ReceivedFile {
  field: string;
  key: string;
  /** As the client named it (no path). */
  filename: string;
  /** The type `accept` chose from the part's declared type and name (the bytes are judged later, from `head`). */
  contentType: string;
  size: number;
  /** The first bytes, for telling the real format. */
  head: Buffer;
}

export interface ReceivedUpload {
  fields: Record<string, unknown>;
  files: ReceivedFile[];
}

export interface ReceiveOptions {
  storage: FileStorage;
  maxBytes: number;
  /** The file fields taken, one file each; any other file part refuses the upload. */
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

export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', msg('file.theFileIsLargerThanThe', { limit: formatLimit(maxBytes) }), { maxBytes });

const interrupted = () => invalid('file.theUploadWasInterrupted', { body: 'aborted' });

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

/** multer's refusals in our words (and codes clients decide on). */
function refusal(err: unknown, opts: ReceiveOptions): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof MulterError) {
    const field = err.field ?? '';
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return tooLarge(opts.maxBytes);
      case 'LIMIT_UNEXPECTED_FILE':
        return opts.fileFields.includes(field)
          ? invalid(msg('file.sendOne', { field }), { [field]: 'duplicate' })
          : invalid(msg('file.unexpectedFileFieldSend', { field, list: opts.fileFields.join(' and ') }), { [field]: 'unexpected' });
      case 'LIMIT_FILE_COUNT':
        return invalid(msg('file.sendAtMostFiles', { count: opts.fileFields.length, list: opts.fileFields.join(' and ') }), { body: 'tooManyFiles' });
      case 'LIMIT_FIELD_VALUE':
        return invalid(msg('common.isTooLong', { field }), { [field]: 'tooLong' });
      case 'LIMIT_FIELD_COUNT':
        return invalid('file.tooManyFields', { body: 'tooManyFields' });
      case 'LIMIT_PART_COUNT':
        return invalid('file.tooManyParts', { body: 'tooManyParts' });
      default:
        return invalid('file.notMultipart', { body: 'multipart' });
    }
  }
  const message = err instanceof Error ? err.message : '';
  if (/^Request (aborted|closed)$/.test(message)) return interrupted();
  if (/boundary/i.test(message)) return invalid('file.multipartNoBoundary', { body: 'multipart' });
  return invalid('file.notMultipart', { body: 'multipart' });
}

/**
 * Reads a multipart body with multer, streaming each file part straight into storage (never whole
 * in memory or on a temporary disk). Resolves when every part is read and stored. On any refusal (a
 * type not allowed, a file over the limit, a malformed body, the client going away) multer stops
 * parsing and drains the rest of the request; what was already stored is deleted before this
 * rejects, so nothing is left behind.
 */
export async function receiveMultipart(upload: IncomingUpload, opts: ReceiveOptions): Promise<ReceivedUpload> {
  const type = String(upload.headers['content-type'] ?? '');
  if (!/^multipart\/form-data\s*(;|$)/i.test(type)) {
    throw invalid('file.sendTheMessageAsMultipartForm', { body: 'multipart' });
  }
  const tally: Tally = { bytes: 0, cap: opts.total };
  const files: ReceivedFile[] = [];
  const accepted = new WeakMap<object, { contentType: string; headBytes: number }>();
  const puts: Promise<unknown>[] = [];
  const guards: Guard[] = [];

  const storage: StorageEngine = {
    _handleFile(_req, file, cb) {
      const { contentType, headBytes } = accepted.get(file) ?? { contentType: 'application/octet-stream', headBytes: 0 };
      const key = opts.newKey();
      const guard = new Guard(opts.maxBytes, headBytes, tally);
      guards.push(guard);
      // Storage may await (a directory, a connection) before it listens; the put still sees the error.
      guard.on('error', () => undefined);
      file.stream.on('error', (err: Error) => guard.destroy(err));
      const put = opts.storage.put(key, file.stream.pipe(guard), contentType).then(
        ({ size }) => {
          files.push({ field: file.fieldname, key, filename: file.originalname, contentType, size, head: guard.head });
          cb(null, { size });
        },
        (err: Error) => {
          // A part we stopped storing is read on and dropped, so the parser reaches the end of the body.
          file.stream.resume();
          cb(err);
        },
      );
      puts.push(put);
    },
    // What was stored is deleted in one place, below, once every put has settled.
    _removeFile: (_req, _file, cb) => cb(null),
  };

  const middleware = multer({
    storage,
    // Browsers put the file name in the part header as raw UTF-8 (報價單.pdf), not latin1.
    defParamCharset: 'utf8',
    // One byte over the limit is enough to know it was passed; the Guard refuses at that byte.
    limits: { fileSize: opts.maxBytes + 1, files: opts.fileFields.length, fields: 30, parts: 40, fieldSize: opts.maxFieldBytes ?? 16 * 1024 },
    fileFilter: (_req, file, cb) => {
      try {
        accepted.set(file, opts.accept({ field: file.fieldname, filename: file.originalname, declaredType: file.mimetype }));
        cb(null, true);
      } catch (err) {
        cb(err as Error);
      }
    },
  }).fields(opts.fileFields.map((name) => ({ name, maxCount: 1 })));

  // A client that goes away mid-part never ends that part's stream: the put is stopped here.
  const onClose = () => {
    if (!upload.readableEnded) for (const g of guards) g.destroy(interrupted());
  };
  upload.once('close', onClose);
  const request = upload as IncomingUpload & { body?: Record<string, unknown> };
  try {
    await new Promise<void>((resolve, reject) => {
      // multer is express middleware; it reads only the request (and sets req.body / req.files).
      const run = middleware as unknown as (req: IncomingUpload, res: unknown, next: (err?: unknown) => void) => void;
      run(upload, undefined, (err?: unknown) => (err ? reject(err) : resolve()));
    });
    await Promise.allSettled(puts);
    return { fields: { ...(request.body ?? {}) }, files };
  } catch (err) {
    for (const g of guards) if (!g.destroyed) g.destroy(interrupted());
    await Promise.allSettled(puts);
    await Promise.allSettled(files.map((f) => opts.storage.delete(f.key)));
    throw refusal(err, opts);
  } finally {
    upload.off('close', onClose);
  }
}
