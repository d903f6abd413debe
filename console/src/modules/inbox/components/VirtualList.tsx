import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { nearEnd } from '../utils/windowing';

export interface VirtualListProps {
  count: number;
  rowHeight: number;
  renderRow: (index: number) => ReactNode;
  rowKey: (index: number) => string;
  /** Called when scrolled to within 10 px of the bottom (spec §9). */
  onEndReached?: () => void;
  /** Keeps this row in view when it changes (keyboard navigation). */
  revealIndex?: number;
  overscan?: number;
  footer?: ReactNode;
  label: string;
  listRef?: Ref<HTMLDivElement>;
}

/**
 * A windowed list of fixed-height rows (@tanstack/react-virtual): only the rows in view (plus a
 * few) are in the DOM, placed with transforms inside a spacer as tall as every row, so 10,000 rows
 * scroll like 20. The virtualizer renders again only when the rows in view change; a row already on
 * screen is not rendered again by scrolling (keep renderRow stable).
 */
export function VirtualList({ count, rowHeight, renderRow, rowKey, onEndReached, revealIndex, overscan = 4, footer, label, listRef }: VirtualListProps) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const endReached = useRef(onEndReached);
  endReached.current = onEndReached;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: rowKey,
    overscan,
    // Before the first measure (and in tests without layout): as if a dozen rows fit.
    initialRect: { width: 0, height: rowHeight * 12 },
  });

  const setRefs = useCallback(
    (el: HTMLDivElement | null) => {
      scroller.current = el;
      if (typeof listRef === 'function') listRef(el);
      else if (listRef) (listRef as { current: HTMLDivElement | null }).current = el;
    },
    [listRef],
  );

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (el && nearEnd({ scrollTop: el.scrollTop, viewport: el.clientHeight, total: el.scrollHeight })) endReached.current?.();
  }, []);

  // A list shorter than its box never scrolls: ask for more at once.
  const viewport = virtualizer.scrollRect?.height ?? 0;
  useEffect(() => {
    const el = scroller.current;
    if (el && count > 0 && el.clientHeight > 0 && nearEnd({ scrollTop: el.scrollTop, viewport: el.clientHeight, total: el.scrollHeight }))
      endReached.current?.();
  }, [count, viewport]);

  // Only a new selection moves the list (the virtualizer is one object for the list's life).
  useEffect(() => {
    if (revealIndex !== undefined && revealIndex >= 0) virtualizer.scrollToIndex(revealIndex, { align: 'auto' });
  }, [revealIndex, rowHeight, virtualizer]);

  return (
    <Scroller ref={setRefs} onScroll={onScroll} data-testid="conversation-list-scroller">
      <Spacer role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <VirtualRow key={item.key} index={item.index} start={item.start} count={count} rowHeight={rowHeight} renderRow={renderRow} />
        ))}
      </Spacer>
      {footer}
    </Scroller>
  );
}

/** One placed row; the same props render nothing again. A plain element: the spacer styles it. */
const VirtualRow = memo(function VirtualRow({
  index,
  start,
  count,
  rowHeight,
  renderRow,
}: {
  index: number;
  start: number;
  count: number;
  rowHeight: number;
  renderRow: (index: number) => ReactNode;
}) {
  return (
    <div role="listitem" aria-posinset={index + 1} aria-setsize={count} style={{ transform: `translateY(${start}px)`, height: rowHeight }}>
      {renderRow(index)}
    </div>
  );
});

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Own compositing layer: scrolling moves pixels, not layout. */
  will-change: scroll-position;
`;
const Spacer = styled.div`
  position: relative;
  width: 100%;
  > [role='listitem'] {
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    contain: strict;
  }
`;
