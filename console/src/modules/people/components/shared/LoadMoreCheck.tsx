import { useEffect, useRef } from 'react';
import { shouldLoadMore } from '../../utils/infiniteScroll';

export interface LoadMoreCheckProps {
  lastPageSize: number;
  busy: boolean;
  /** Changes whenever rows arrive, so the check runs again. */
  rowCount: number;
  onLoadMore: () => void;
}

/**
 * Placed inside a scrolling frame: asks for more rows when the frame is already within reach of
 * its bottom without a scroll (a tall window that a page does not fill). Scrolling itself is
 * handled by the frame's onScroll.
 */
export function LoadMoreCheck({ lastPageSize, busy, rowCount, onLoadMore }: LoadMoreCheckProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = ref.current?.parentElement;
    if (frame && shouldLoadMore(frame, lastPageSize, busy)) onLoadMore();
  }, [busy, lastPageSize, onLoadMore, rowCount]);
  return <div ref={ref} aria-hidden />;
}
