/**
 * The size an image is shown at inside a box of maxWidth x maxHeight: scaled down to fit, never up,
 * keeping its proportions (spec §9 preview boxes: 250x250 in chat, 200x250 in the media library).
 */
export function fitInto(dim: { width: number; height: number }, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / Math.max(dim.width, 1), maxHeight / Math.max(dim.height, 1));
  return { width: Math.round(dim.width * scale), height: Math.round(dim.height * scale) };
}
