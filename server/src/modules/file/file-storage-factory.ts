import type { AppConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

/** S3 when its four variables are set (spec: path-style URLs, SigV4), otherwise DATA_DIR/files. */
export function createFileStorage(config: AppConfig): FileStorage {
  if (config.files.s3) return new S3FileStorage(config.files.s3);
  return new LocalFileStorage(config.dataDir);
}
