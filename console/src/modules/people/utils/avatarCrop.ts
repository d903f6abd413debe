/** Spec §9: a profile picture is cropped to a centred square of 250x250. */
export const AVATAR_SIZE = 250;

export interface SquareCrop {
  sx: number;
  sy: number;
  side: number;
}

/** The largest square in the middle of a width x height image. */
export function centredSquare(width: number, height: number): SquareCrop {
  const side = Math.min(width, height);
  return { sx: Math.round((width - side) / 2), sy: Math.round((height - side) / 2), side };
}

/**
 * Draws the centred square of an image into a 250x250 canvas and answers it as a data URL (the
 * spec's profilePic). JPEG keeps it small (a photo is ~20 KB); a white ground stands in for
 * transparency, which JPEG cannot hold.
 */
export function cropToDataUrl(
  image: CanvasImageSource,
  width: number,
  height: number,
  { size = AVATAR_SIZE, canvas = document.createElement('canvas') }: { size?: number; canvas?: HTMLCanvasElement } = {},
): string {
  const { sx, sy, side } = centredSquare(width, height);
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, side, side, 0, 0, size, size);
  return canvas.toDataURL('image/jpeg', 0.9);
}

/** Loads a chosen file as an image (rejects what the browser cannot decode). */
export function loadImageFile(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('failed to load image'));
    };
    image.src = url;
  });
}

/** A file's image cropped for an avatar. */
export async function avatarFromFile(file: File): Promise<string> {
  const image = await loadImageFile(file);
  return cropToDataUrl(image, image.naturalWidth, image.naturalHeight);
}
