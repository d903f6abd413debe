import { create as formatDisposition } from 'content-disposition';
import path from 'node:path';
import { lookup as lookupType } from 'mime-types';

const GENERIC = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

/** The part's declared type without parameters, lower case; a generic one is replaced by the extension's. */
export function effectiveType(declared: string | undefined, filename: string): string {
  const bare = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (!GENERIC.has(bare)) return bare;
  // Browsers send application/octet-stream (or nothing) for types they do not know: the name tells then.
  return lookupType(path.extname(filename).toLowerCase()) || 'application/octet-stream';
}

/** image/* matches image/png; application/vnd.ms-* matches application/vnd.ms-excel. */
export function isAllowedType(type: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => (pattern.endsWith('*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern));
}

/**
 * Shown in the browser (inline) only when the type cannot run script on our origin: raster images,
 * audio, video. Everything else downloads (a PDF or text file included), whatever was allowed in.
 */
const INLINE = /^(image\/(png|jpeg|gif|webp|heic|heif)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;
export const isInlineSafe = (type: string): boolean => INLINE.test(type);

/** A file name as stored: no path, no control characters, at most 255 characters; never empty. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}

/**
 * Content-Disposition with an ASCII fallback and the real name as RFC 5987 `filename*`
 * (UTF-8, percent-encoded), so 報價單.pdf arrives as 報價單.pdf in every current browser.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return formatDisposition(name, { type: kind, fallback: name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') });
}
