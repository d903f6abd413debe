import { sameWindow, visibleRange } from '../windowing';

describe('sameWindow', () => {
  const box = { viewport: 500, rowHeight: 80 };

  it('is true while the first and last rows touched stay the same', () => {
    expect(sameWindow(0, 10, box)).toBe(true);
    expect(sameWindow(165, 175, box)).toBe(true);
  });

  it('is false once a row enters or leaves either edge', () => {
    expect(sameWindow(79, 80, box)).toBe(false); // a new first row
    expect(sameWindow(100, 141, box)).toBe(false); // 600 → 641: a new last row
  });

  it('agrees with visibleRange for any count and overscan', () => {
    for (let a = 0; a < 1000; a += 7) {
      for (let b = a; b < a + 200; b += 13) {
        if (!sameWindow(a, b, box)) continue;
        for (const count of [3, 10, 100]) {
          for (const overscan of [0, 4]) {
            expect(visibleRange({ scrollTop: a, ...box, count, overscan })).toEqual(visibleRange({ scrollTop: b, ...box, count, overscan }));
          }
        }
      }
    }
  });
});
