import { z } from 'zod';

/** 25 MB: a phone photo or a short video fits; a disk image does not. */
export const DEFAULT_FILE_MAX_BYTES = 25 * 1024 * 1024;
/** A message attachment arrives in one request, held open while it streams: 5 GB is far past any real one. */
const MAX_FILE_MAX_BYTES = 5 * 1024 * 1024 * 1024;

/**
 * What agents and visitors may send by default: raster images, audio, video, PDF, office
 * documents, plain text and zip. Left out on purpose: HTML, SVG and scripts (they run in a browser),
 * executables.
 */
export const DEFAULT_ALLOWED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'audio/*',
  'video/*',
  'application/pdf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.*',
  'application/vnd.oasis.opendocument.*',
  'application/rtf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/x-zip-compressed',
] as const;

const TOKEN = '[a-z0-9][a-z0-9!#$&^_.+-]*';
/** type/subtype, type/*, or a subtype prefix like application/vnd.openxmlformats-officedocument.* */
const MIME_PATTERN = new RegExp(`^${TOKEN}/(\\*|${TOKEN}\\*?)$`);

/** An unset or empty variable is "not set". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** The variables this module reads; spread into the one env schema in config/env.ts. */
export const fileEnvShape = {
  FILE_MAX_BYTES: z.coerce
    .number()
    .int('must be a whole number of bytes')
    .min(1, 'must be at least 1 byte')
    .max(MAX_FILE_MAX_BYTES, 'must be at most 5 GB (5368709120)')
    .default(DEFAULT_FILE_MAX_BYTES),
  FILE_ALLOWED_TYPES: optionalText
    .transform((v) =>
      v === undefined
        ? [...DEFAULT_ALLOWED_TYPES]
        : v
            .split(',')
            .map((t) => t.trim().toLowerCase())
            .filter(Boolean),
    )
    .refine((list) => list.length > 0, 'must list at least one MIME type')
    .refine((list) => list.every((t) => MIME_PATTERN.test(t)), {
      message: 'must be a comma-separated list of MIME types such as image/png, image/* or application/vnd.ms-*',
    }),
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#]+/.test(v), {
    message: 'must be a URL starting with http:// or https://',
  }),
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9._-]{1,255}$/.test(v), {
    message: 'must be a bucket name (letters, digits, dot, dash, underscore)',
  }),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: optionalText
    .refine((v) => v === undefined || /^[a-z0-9-]{1,64}$/.test(v), { message: 'must be a region name such as us-east-1' })
    .transform((v) => v ?? 'us-east-1'),
};

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

type FileEnv = { [K in keyof typeof fileEnvShape]: z.output<(typeof fileEnvShape)[K]> };

/** S3 is all or nothing: a half-configured bucket must stop the start, not silently fall back to disk. */
export function requireWholeS3(e: FileEnv, ctx: z.RefinementCtx): void {
  const set = S3_REQUIRED.filter((k) => e[k] !== undefined);
  if (set.length === 0 || set.length === S3_REQUIRED.length) return;
  for (const k of S3_REQUIRED) {
    if (e[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: `is required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set` });
  }
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface FileConfig {
  maxBytes: number;
  /** Lower-case MIME types and patterns (image/*, application/vnd.ms-*). */
  allowedTypes: string[];
  /** Set: objects go to this S3-compatible bucket (path-style URLs); unset: DATA_DIR/files. */
  s3?: S3Config;
}

export function toFileConfig(e: FileEnv): FileConfig {
  const s3 =
    e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          region: e.S3_REGION,
        }
      : undefined;
  return { maxBytes: e.FILE_MAX_BYTES, allowedTypes: e.FILE_ALLOWED_TYPES, s3 };
}
