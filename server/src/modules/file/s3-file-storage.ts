import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import type { S3Config } from '../../config/file-config';
import type { FileStorage, StoredFile } from './file-storage';
import { assertKey } from './storage-key';

/** Parts of a multipart upload: S3's minimum; an ordinary file (25 MB at most) is five at most. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * An S3-compatible bucket through the AWS SDK (path-style URLs, which MinIO, Ceph, R2 and AWS all
 * take; SigV4 by the SDK). An upload streams: `@aws-sdk/lib-storage` sends a small file in one PUT
 * and a larger one in 5 MB parts as they arrive, and aborts the multipart upload when the stream
 * fails, so nothing is spooled to disk and a failed upload leaves nothing in the bucket.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly s3: S3Config) {
    this.client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // Checksums only where S3 demands them: S3-compatible stores differ on the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Readable, contentType: string): Promise<{ size: number }> {
    assertKey(key);
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // The client going away mid-upload fails the upload, which then leaves nothing behind.
    body.on('error', (err) => counted.destroy(err));
    body.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.s3.bucket, Key: key, Body: counted, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
    return { size };
  }

  async get(key: string): Promise<StoredFile | null> {
    assertKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: key }));
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, size: answer.ContentLength };
    } catch (err) {
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: key }));
    } catch (err) {
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return;
      throw err;
    }
  }
}
