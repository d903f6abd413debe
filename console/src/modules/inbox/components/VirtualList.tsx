import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { nearEnd, sameWindow, scrollToReveal, visibleRange } from '../utils/windowing';

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
 * A windowed list of fixed-height rows: only the rows in view (plus a few) are in the DOM, placed
 * with transforms inside a spacer as tall as every row, so 10,000 rows scroll like 20. Scroll
 * updates are batched to one per animation frame, and make a render only when the rows in view
 * change; a row already on screen is not rendered again by scrolling (keep renderRow stable).
 */
export function VirtualList({ count, rowHeight, renderRow, rowKey, onEndReached, revealIndex, overscan = 4, footer, label, listRef }: VirtualListProps) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(0);
  const frame = useRef<number | null>(null);
  const endReached = useRef(onEndReached);
  endReached.current = onEndReached;
  const total = count * rowHeight;
  const box = viewport || rowHeight * 12;
  // What the rAF callback compares with: the position and sizes this render used.
  const shown = useRef({ scrollTop, box, rowHeight });
  shown.current = { scrollTop, box, rowHeight };

  const setRefs = useCallback(
    (el: HTMLDivElement | null) => {
      scroller.current = el;
      if (typeof listRef === 'function') listRef(el);
      else if (listRef) (listRef as { current: HTMLDivElement | null }).current = el;
    },
    [listRef],
  );

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    setViewport(el.clientHeight);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      setViewport(el.clientHeight);
      setScrollTop(el.scrollTop);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const el = scroller.current;
      if (!el) return;
      const now = shown.current;
      if (!sameWindow(now.scrollTop, el.scrollTop, { viewport: now.box, rowHeight: now.rowHeight })) setScrollTop(el.scrollTop);
      if (nearEnd({ scrollTop: el.scrollTop, viewport: el.clientHeight, total: el.scrollHeight })) endReached.current?.();
    });
  }, []);
  useEffect(() => () => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
  }, []);

  // A list shorter than its box never scrolls: ask for more at once.
  useEffect(() => {
    const el = scroller.current;
    if (el && count > 0 && viewport > 0 && nearEnd({ scrollTop: el.scrollTop, viewport, total: el.scrollHeight })) endReached.current?.();
  }, [count, viewport]);

  useEffect(() => {
    const el = scroller.current;
    if (!el || revealIndex === undefined || revealIndex < 0) return;
    const to = scrollToReveal({ index: revealIndex, scrollTop: el.scrollTop, viewport: el.clientHeight, rowHeight });
    if (to !== null) el.scrollTop = to;
  }, [revealIndex, rowHeight]);

  const { start, end } = visibleRange({ scrollTop, viewport: box, rowHeight, count, overscan });
  const rows: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    rows.push(<VirtualRow key={rowKey(i)} index={i} count={count} rowHeight={rowHeight} renderRow={renderRow} />);
  }
  return (
    <Scroller ref={setRefs} onScroll={onScroll} data-testid="conversation-list-scroller">
      <Spacer role="list" aria-label={label} style={{ height: total }}>
        {rows}
      </Spacer>
      {footer}
    </Scroller>
  );
}

/** One placed row; the same props render nothing again. A plain element: the spacer styles it. */
const VirtualRow = memo(function VirtualRow({ index, count, rowHeight, renderRow }: { index: number; count: number; rowHeight: number; renderRow: (index: number) => ReactNode }) {
  return (
    <div role="listitem" aria-posinset={index + 1} aria-setsize={count} style={{ transform: `translateY(${index * rowHeight}px)`, height: rowHeight }}>
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
