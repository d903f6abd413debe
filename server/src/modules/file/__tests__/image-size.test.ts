import { IMAGE_HEAD_BYTES, readImageInfo } from '../image-size';

// Encoded by Chromium's canvas (toDataURL): real encoder output, 37x21 (the lossless WebP 300x200).
// The JPEG carries an ICC profile segment before its frame header; the lossy WebP is extended (VP8X).
const JPEG_37x21 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAVACUDASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAAQDBf/EAB0QAAMBAAIDAQAAAAAAAAAAAAABAgMEERIhQTH/xAAXAQEBAQEAAAAAAAAAAAAAAAAABQME/8QAHBEBAAMAAgMAAAAAAAAAAAAAAAECBAMRISJB/9oADAMBAAIRAxEAPwCPLKtacy0n137NK4mky6bnpLv9HDqZ1bppLx+sp10zeVpXLfi/pOtaYnqHVr16OPRFKR6+PjnAA1WgAAAAAAAAAAf/2Q==';
const WEBP_VP8X_37x21 =
  'UklGRlwCAABXRUJQVlA4WAoAAAAgAAAAJAAAFAAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggbgAAAPADAJ0BKiUAFQA+0WClTygloyIlbMkAGgloAMovXqQACYRJjGpb/2AA/m3tReVxlV2UcPQdLO0BGOn8GTyo06X/aalX+tTD//idz5WSu4tf6Baxjq39WCybIE+PuTfxoCqSJ7znOmq52WXyWgAA';
const WEBP_VP8L_300x200 = 'UklGRhoAAABXRUJQVlA4TA0AAAAvK8ExEAcQERGIiP4HAA==';
const PNG_37x21 =
  'iVBORw0KGgoAAAANSUhEUgAAACUAAAAVCAYAAADB5CeuAAAAW0lEQVR4AezSwQkAIAxD0eBKDuVM3cmddIVf6KGFCLnlYJ6uu/frlqWGx5eijzJH6oREQpdne3Okssuq+5aiopayFBWgvTl/Ko5EQpdne3Okssuq+5aioi2lPgAAAP//4eOW4QAAAAZJREFUAwC1LGVAw8+0MAAAAABJRU5ErkJggg==';

const b64 = (s: string) => Buffer.from(s, 'base64');

/** SOI, an APP1 EXIF segment with only an orientation tag, then a baseline frame header. */
function jpegWithOrientation(orientation: number, width: number, height: number, littleEndian = true): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write(littleEndian ? 'II' : 'MM', 0, 'latin1');
  const u16 = (v: number, at: number) => (littleEndian ? tiff.writeUInt16LE(v, at) : tiff.writeUInt16BE(v, at));
  const u32 = (v: number, at: number) => (littleEndian ? tiff.writeUInt32LE(v, at) : tiff.writeUInt32BE(v, at));
  u16(42, 2);
  u32(8, 4);
  u16(1, 8); // one IFD entry
  u16(0x0112, 10);
  u16(3, 12); // SHORT
  u32(1, 14);
  u16(orientation, 18);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.from([(exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.alloc(14)]);
}

describe('readImageInfo', () => {
  it('reads PNG, JPEG and WebP sizes from real encoder output', () => {
    expect(readImageInfo(b64(PNG_37x21))).toEqual({ format: 'png', size: { width: 37, height: 21 } });
    expect(readImageInfo(b64(JPEG_37x21))).toEqual({ format: 'jpeg', size: { width: 37, height: 21 } });
    expect(readImageInfo(b64(WEBP_VP8X_37x21))).toEqual({ format: 'webp', size: { width: 37, height: 21 } });
    expect(readImageInfo(b64(WEBP_VP8L_300x200))).toEqual({ format: 'webp', size: { width: 300, height: 200 } });
  });

  it('reads GIF87a and GIF89a logical screen sizes', () => {
    const gif = (sig: string) => Buffer.concat([Buffer.from(sig, 'latin1'), Buffer.from([0x2c, 0x01, 0x96, 0x00, 0, 0, 0])]);
    expect(readImageInfo(gif('GIF89a'))).toEqual({ format: 'gif', size: { width: 300, height: 150 } });
    expect(readImageInfo(gif('GIF87a'))).toEqual({ format: 'gif', size: { width: 300, height: 150 } });
  });

  it('reads a simple lossy WebP (VP8 key frame)', () => {
    const b = Buffer.alloc(30);
    b.write('RIFF', 0, 'latin1');
    b.write('WEBP', 8, 'latin1');
    b.write('VP8 ', 12, 'latin1');
    b.set([0x9d, 0x01, 0x2a], 23);
    b.writeUInt16LE(640 | (1 << 14), 26); // the top two bits are a scale, not size
    b.writeUInt16LE(480, 28);
    expect(readImageInfo(b)).toEqual({ format: 'webp', size: { width: 640, height: 480 } });
  });

  it('turns the size round for EXIF orientations 5 to 8, in either byte order', () => {
    expect(readImageInfo(jpegWithOrientation(1, 400, 300))?.size).toEqual({ width: 400, height: 300 });
    expect(readImageInfo(jpegWithOrientation(6, 400, 300))?.size).toEqual({ width: 300, height: 400 });
    expect(readImageInfo(jpegWithOrientation(8, 400, 300, false))?.size).toEqual({ width: 300, height: 400 });
    expect(readImageInfo(jpegWithOrientation(3, 400, 300, false))?.size).toEqual({ width: 400, height: 300 });
  });

  it('knows the format but not the size when the header is cut short or damaged', () => {
    const png = b64(PNG_37x21);
    expect(readImageInfo(png.subarray(0, 20))).toEqual({ format: 'png' });
    const jpeg = b64(JPEG_37x21);
    expect(readImageInfo(jpeg.subarray(0, 100))).toEqual({ format: 'jpeg' });
    const zero = Buffer.from(png);
    zero.writeUInt32BE(0, 16);
    expect(readImageInfo(zero)).toEqual({ format: 'png' });
    expect(readImageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toEqual({ format: 'jpeg' });
  });

  it('answers null for anything that is not one of the four formats', () => {
    expect(readImageInfo(Buffer.alloc(0))).toBeNull();
    expect(readImageInfo(Buffer.from('hello world, not an image'))).toBeNull();
    expect(readImageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBeNull();
    expect(readImageInfo(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
  });

  it('never throws on random bytes behind a valid signature', () => {
    for (let i = 0; i < 200; i++) {
      const noise = Buffer.from(Array.from({ length: 1 + (i % 64) }, () => Math.floor(Math.random() * 256)));
      for (const sig of [[0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [...Buffer.from('RIFF\0\0\0\0WEBPVP8X')]]) {
        expect(() => readImageInfo(Buffer.concat([Buffer.from(sig), noise]))).not.toThrow();
      }
    }
    expect(IMAGE_HEAD_BYTES).toBeGreaterThanOrEqual(64 * 1024);
  });
});
