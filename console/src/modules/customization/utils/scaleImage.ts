import { fitWithin } from '@parley/protocol';

/** Images a logo may be given as (what the server accepts as a data URL). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
/** Larger files are refused before reading: a logo that size is a mistake. */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

export type ScaleFailure = 'type' | 'size' | 'unreadable';

export class ScaleError extends Error {
  constructor(readonly reason: ScaleFailure) {
    super(reason);
  }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new ScaleError('unreadable'));
    image.src = url;
  });
}

/**
 * Spec §5: a logo is scaled in the browser to fit the box (shape kept, never enlarged) and stored
 * as a PNG data URL, so the widget downloads a few kilobytes whatever was uploaded.
 */
export async function scaleImageFile(file: File, box: { width: number; height: number }): Promise<string> {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) throw new ScaleError('type');
  if (file.size > MAX_LOGO_BYTES) throw new ScaleError('size');
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    // An SVG without a size of its own reports 0: it is drawn at the box's size.
    const natural = { width: image.naturalWidth || box.width, height: image.naturalHeight || box.height };
    const size = fitWithin(natural.width, natural.height, box);
    if (size.width === 0) throw new ScaleError('unreadable');
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ScaleError('unreadable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, size.width, size.height);
    return canvas.toDataURL('image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}
