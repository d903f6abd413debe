import { imageSize } from 'image-size';

/**
 * Width and height of a PNG, JPEG, GIF or WebP from the first bytes of the file, without decoding
 * it (`image-size` reads the header). The format comes from the bytes, never from the name or the
 * declared type. A JPEG's EXIF orientation is applied, so the size is the one a browser shows.
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

/** How much of an upload is kept to read its header: enough for a JPEG with a large EXIF block. */
export const IMAGE_HEAD_BYTES = 512 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 100_000;

/** Which of the four formats the magic bytes say, whether or not the rest of the header is there. */
function formatOf(head: Buffer): ImageFormat | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const sig = head.toString('latin1', 0, 6);
  if (sig === 'GIF87a' || sig === 'GIF89a') return 'gif';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const valid = (width: number, height: number) => (width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE ? { width, height } : undefined);

/** The image format by its magic bytes, and its size when the header holds it; null for anything else. */
export function readImageInfo(head: Buffer): ImageInfo | null {
  const format = formatOf(head);
  if (!format) return null;
  try {
    // A copy: image-size reads the bytes through their ArrayBuffer, past the end of a subarray.
    const { width, height, orientation } = imageSize(new Uint8Array(head));
    // Orientations 5 to 8 turn the picture a quarter: the browser shows it the other way round.
    const turned = format === 'jpeg' && orientation !== undefined && orientation >= 5 && orientation <= 8;
    const size = turned ? valid(height, width) : valid(width, height);
    return size ? { format, size } : { format };
  } catch {
    // A header cut short or damaged: the format is known, the size is not.
    return { format };
  }
}
