import type { Readable } from 'node:stream';

/** One stored object as read back. */
export interface StoredFile {
  body: Readable;
  /** Bytes, when the store says (it always does for disk and S3). */
  size?: number;
}

/**
 * Where message files live. Keys are chosen by the server (`<workspaceId>/<uuid>`), never by clients.
 * `put` either stores the whole stream or leaves nothing under the key (a failed or aborted upload
 * never leaves half a file); `delete` of a missing key is not an error.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/**
 * Deletes stored objects for good (retention, a customer's erasure), all at once; throws the first
 * failure once every delete has settled, so the caller keeps the rows that name what is still there
 * and a repeat finds it again.
 */
export async function deleteObjects(storage: FileStorage, keys: readonly string[]): Promise<void> {
  const failed = (await Promise.allSettled(keys.map((key) => storage.delete(key)))).find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}
