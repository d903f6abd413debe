/** Spec §9: the next page loads when the list is scrolled to within 10 px of its bottom. */
export const END_THRESHOLD_PX = 10;

export function nearEnd(input: { scrollTop: number; viewport: number; total: number }, threshold = END_THRESHOLD_PX): boolean {
  return input.scrollTop + input.viewport >= input.total - threshold;
}
