/** Where a conversation sits in a list: newest activity first (the server's (order_at, id) order), or oldest first. */
export interface OrderKey {
  id: string;
  orderTimestamp: number;
}

/** Negative when `a` comes before `b`. Ties break on the id, as the server's ORDER BY does. */
export function compareOrder(a: OrderKey, b: OrderKey, reverse = false): number {
  const by = a.orderTimestamp === b.orderTimestamp ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.orderTimestamp < b.orderTimestamp ? -1 : 1;
  return reverse ? by : -by;
}

/**
 * Moves (or inserts) `id` to its place among `ids`. When more pages wait on the server and its
 * place is past the last loaded row, it is left for those pages (answers `ids` without it), unless
 * `keep` says it must stay (the open conversation).
 */
export function placeId(
  ids: readonly string[],
  id: string,
  keyOf: (id: string) => OrderKey | undefined,
  opts: { reverse?: boolean; hasMore?: boolean; keep?: boolean } = {},
): string[] {
  const rest = ids.filter((x) => x !== id);
  const key = keyOf(id);
  if (!key) return rest;
  const at = rest.findIndex((other) => {
    const k = keyOf(other);
    return k !== undefined && compareOrder(key, k, opts.reverse) < 0;
  });
  if (at === -1) {
    if (opts.hasMore && !opts.keep) return rest;
    return [...rest, id];
  }
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** Appends a page, leaving out what the list already holds (a row that moved while the page was loading). */
export function appendPage(ids: readonly string[], page: readonly string[]): string[] {
  const have = new Set(ids);
  return [...ids, ...page.filter((id) => !have.has(id))];
}
