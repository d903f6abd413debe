/** Spec §9: the customer list loads 20 a page. */
export const CUSTOMER_PAGE_SIZE = 20;
/** Spec §4: more rows load when scrolled within 10 px of the bottom. */
export const LOAD_MORE_THRESHOLD = 10;

export interface ScrollPosition {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** Spec §4: near the bottom, the last page was full (exactly a page of rows), and nothing is loading. */
export function shouldLoadMore(position: ScrollPosition, lastPageSize: number, loading: boolean, pageSize = CUSTOMER_PAGE_SIZE): boolean {
  if (loading || lastPageSize < pageSize) return false;
  return position.scrollHeight - position.scrollTop - position.clientHeight <= LOAD_MORE_THRESHOLD;
}
