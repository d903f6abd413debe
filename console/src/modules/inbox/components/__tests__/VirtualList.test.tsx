import { render, screen } from '@testing-library/react';
import { VirtualList } from '../VirtualList';

// jsdom has no layout: the scroller measures as a 640 px tall box, as in a browser.
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 640 }));
afterAll(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
});

describe('VirtualList', () => {
  it('puts only a window of 10,000 rows in the DOM, each placed at its offset', () => {
    const rendered: number[] = [];
    render(
      <VirtualList
        count={10_000}
        rowHeight={80}
        label="Conversations"
        rowKey={(i) => `row-${i}`}
        renderRow={(i) => {
          rendered.push(i);
          return <span>Row {i}</span>;
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Conversations' });
    expect(list.style.height).toBe(`${10_000 * 80}px`);
    const rows = screen.getAllByRole('listitem');
    // The 8 rows in view plus the overscan of 4: never the whole list.
    expect(rows).toHaveLength(12);
    expect(rows[1].style.transform).toBe('translateY(80px)');
    expect(rows[1].getAttribute('aria-setsize')).toBe('10000');
    expect(rows[11].getAttribute('aria-posinset')).toBe('12');
    // Before the first measure it assumes a dozen rows fit: still a window, never all 10,000.
    expect(Math.max(...rendered)).toBeLessThan(20);
  });

  it('asks for the next page when the rows do not fill the box', () => {
    const onEndReached = jest.fn();
    render(
      <VirtualList count={3} rowHeight={80} label="Short" rowKey={(i) => String(i)} renderRow={(i) => <span>Row {i}</span>} onEndReached={onEndReached} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(onEndReached).toHaveBeenCalled();
  });
});
