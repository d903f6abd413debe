/**
 * Width and height of a PNG, JPEG, GIF or WebP from the first bytes of the file, without decoding
 * it (no image library: the header says it). The format comes from the bytes, never from the name
 * or the declared type. A JPEG's EXIF orientation is applied, so the size is the one a browser shows.
 */

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface ImageInfo {
  format: ImageFormat;
  /** Missing when the header was cut short (the part read) or is damaged. */
  size?: { width: number; height: number };
}

/** How much of a file to keep for this parser: JPEG metadata (EXIF, ICC) can push the frame header far in. */
export const IMAGE_HEAD_BYTES = 512 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const ascii = (b: Buffer, start: number, end: number) => (b.length >= end ? b.toString('latin1', start, end) : '');

const valid = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);

function png(b: Buffer): ImageInfo {
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return { format: 'png' };
  return { format: 'png', size: valid(b.readUInt32BE(16), b.readUInt32BE(20)) };
}

function gif(b: Buffer): ImageInfo {
  if (b.length < 10) return { format: 'gif' };
  return { format: 'gif', size: valid(b.readUInt16LE(6), b.readUInt16LE(8)) };
}

function webp(b: Buffer): ImageInfo {
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ' && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { format: 'webp', size: valid(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff) };
  }
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { format: 'webp', size: valid((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1) };
  }
  if (chunk === 'VP8X' && b.length >= 30) {
    return { format: 'webp', size: valid(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1) };
  }
  return { format: 'webp' };
}

/** EXIF orientation (tag 0x0112) from an APP1 segment's body, or undefined. */
function exifOrientation(b: Buffer, start: number, end: number): number | undefined {
  if (end - start < 14 || b.toString('latin1', start, start + 6) !== 'Exif\0\0') return undefined;
  const tiff = start + 6;
  const order = b.toString('latin1', tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const le = order === 'II';
  const u16 = (at: number) => (at + 2 <= end ? (le ? b.readUInt16LE(at) : b.readUInt16BE(at)) : undefined);
  const u32 = (at: number) => (at + 4 <= end ? (le ? b.readUInt32LE(at) : b.readUInt32BE(at)) : undefined);
  const ifdOffset = u32(tiff + 4);
  if (ifdOffset === undefined) return undefined;
  const ifd = tiff + ifdOffset;
  const count = u16(ifd);
  if (count === undefined) return undefined;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return undefined;
}

/** Markers that stand alone (no length): TEM, RST0-7, SOI. */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd8);
/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const startOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Buffer): ImageInfo {
  let orientation: number | undefined;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return { format: 'jpeg' };
    while (b[i] === 0xff && i < b.length) i++; // fill bytes
    const marker = b[i];
    i++;
    if (marker === undefined || marker === 0xd9 || marker === 0xda) return { format: 'jpeg' };
    if (standalone(marker)) continue;
    if (i + 2 > b.length) return { format: 'jpeg' };
    const length = b.readUInt16BE(i);
    if (length < 2) return { format: 'jpeg' };
    if (marker === 0xe1 && orientation === undefined) orientation = exifOrientation(b, i + 2, Math.min(b.length, i + length));
    if (startOfFrame(marker)) {
      if (i + 7 > b.length) return { format: 'jpeg' };
      const height = b.readUInt16BE(i + 3);
      const width = b.readUInt16BE(i + 5);
      // Orientations 5 to 8 turn the picture a quarter: the browser shows it the other way round.
      const turned = orientation !== undefined && orientation >= 5 && orientation <= 8;
      return { format: 'jpeg', size: turned ? valid(height, width) : valid(width, height) };
    }
    i += length;
  }
  return { format: 'jpeg' };
}

/** The image format by its magic bytes, and its size when the header holds it; null for anything else. */
export function readImageInfo(head: Buffer): ImageInfo | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return png(head);
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return jpeg(head);
  const sig = ascii(head, 0, 6);
  if (sig === 'GIF87a' || sig === 'GIF89a') return gif(head);
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return webp(head);
  return null;
}
