import { fitInto } from '../imageBox';

describe('fitInto', () => {
  it('fits the media library box of 200 wide by 250 high, keeping proportions', () => {
    expect(fitInto({ width: 800, height: 600 }, 200, 250)).toEqual({ width: 200, height: 150 });
    expect(fitInto({ width: 600, height: 1200 }, 200, 250)).toEqual({ width: 125, height: 250 });
    // Portrait between the two: the height bounds it only past 250.
    expect(fitInto({ width: 400, height: 480 }, 200, 250)).toEqual({ width: 200, height: 240 });
  });

  it('never scales up, and survives a zero dimension', () => {
    expect(fitInto({ width: 120, height: 90 }, 200, 250)).toEqual({ width: 120, height: 90 });
    expect(fitInto({ width: 0, height: 0 }, 250, 250)).toEqual({ width: 0, height: 0 });
  });

  it('is the square chat box when both bounds are equal', () => {
    expect(fitInto({ width: 1000, height: 500 }, 250, 250)).toEqual({ width: 250, height: 125 });
  });
});
