import { shouldLoadMore } from '../infiniteScroll';

describe('customer list infinite scroll (spec §4, §9)', () => {
  const at = (fromBottom: number) => ({ scrollTop: 1000 - 400 - fromBottom, clientHeight: 400, scrollHeight: 1000 });

  it('loads more within 10 px of the bottom while the last page was full', () => {
    expect(shouldLoadMore(at(0), 20, false)).toBe(true);
    expect(shouldLoadMore(at(10), 20, false)).toBe(true);
    expect(shouldLoadMore(at(11), 20, false)).toBe(false);
  });

  it('stops after a short page and while a page is loading', () => {
    expect(shouldLoadMore(at(0), 19, false)).toBe(false);
    expect(shouldLoadMore(at(0), 0, false)).toBe(false);
    expect(shouldLoadMore(at(0), 20, true)).toBe(false);
  });
});
