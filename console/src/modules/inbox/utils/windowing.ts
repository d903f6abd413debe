/** The rows a virtualized list renders: those in view plus `overscan` on each side. */
export interface WindowRange {
  start: number;
  /** Exclusive. */
  end: number;
}

export function visibleRange(input: { scrollTop: number; viewport: number; rowHeight: number; count: number; overscan?: number }): WindowRange {
  const { scrollTop, viewport, rowHeight, count } = input;
  const overscan = input.overscan ?? 4;
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, viewport)) / rowHeight);
  return { start: Math.max(0, Math.min(count - 1, first - overscan)), end: Math.min(count, last + overscan) };
}

/**
 * Whether two scroll positions give the same window for any count and overscan: visibleRange reads
 * the position only through the first and last rows it touches. A scroll that keeps them needs no render.
 */
export function sameWindow(a: number, b: number, input: { viewport: number; rowHeight: number }): boolean {
  const { viewport, rowHeight } = input;
  if (rowHeight <= 0) return true;
  const first = (top: number) => Math.floor(Math.max(0, top) / rowHeight);
  const last = (top: number) => Math.ceil((Math.max(0, top) + Math.max(0, viewport)) / rowHeight);
  return first(a) === first(b) && last(a) === last(b);
}

/** Spec §9: the next page loads when the list is scrolled to within 10 px of its bottom. */
export const END_THRESHOLD_PX = 10;

export function nearEnd(input: { scrollTop: number; viewport: number; total: number }, threshold = END_THRESHOLD_PX): boolean {
  return input.scrollTop + input.viewport >= input.total - threshold;
}

/** The scrollTop that brings row `index` into view, or null when it already is. */
export function scrollToReveal(input: { index: number; scrollTop: number; viewport: number; rowHeight: number }): number | null {
  const top = input.index * input.rowHeight;
  const bottom = top + input.rowHeight;
  if (top < input.scrollTop) return top;
  if (bottom > input.scrollTop + input.viewport) return bottom - input.viewport;
  return null;
}
