import { daysOf, durationParts, heatmapGrid, perDayRows, ratingRows } from '../dashboardData';

describe('dashboard data', () => {
  it('lists every day of a range, across a month end', () => {
    expect(daysOf('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysOf('2026-11-01', '2026-11-01')).toEqual(['2026-11-01']);
  });

  it('makes one row per day with a column per source, days without conversations as zeros', () => {
    const { sources, rows } = perDayRows(
      [
        { date: '2026-11-01', source: 'whatsapp', conversations: 2 },
        { date: '2026-11-01', source: 'web', conversations: 3 },
        { date: '2026-11-03', source: 'api', conversations: 1 },
      ],
      '2026-11-01',
      '2026-11-03',
    );
    expect(sources).toEqual(['web', 'api', 'whatsapp']);
    expect(rows).toEqual([
      { date: '2026-11-01', total: 5, web: 3, api: 0, whatsapp: 2 },
      { date: '2026-11-02', total: 0, web: 0, api: 0, whatsapp: 0 },
      { date: '2026-11-03', total: 1, web: 0, api: 1, whatsapp: 0 },
    ]);
  });

  it('puts the hours in a Monday-first grid and finds the busiest cell', () => {
    const { grid, max } = heatmapGrid([
      { weekday: 1, hour: 9, conversations: 4 },
      { weekday: 7, hour: 23, conversations: 6 },
      { weekday: 8, hour: 1, conversations: 99 },
    ]);
    expect(grid).toHaveLength(7);
    expect(grid[0]![9]).toBe(4);
    expect(grid[6]![23]).toBe(6);
    expect(max).toBe(6);
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('splits durations and fills the rating scale', () => {
    expect(durationParts(210)).toEqual({ d: 0, h: 0, m: 3, s: 30 });
    expect(durationParts(90_061.4)).toEqual({ d: 1, h: 1, m: 1, s: 1 });
    expect(ratingRows([{ score: 5, conversations: 2 }])).toEqual([
      { score: 1, conversations: 0 },
      { score: 2, conversations: 0 },
      { score: 3, conversations: 0 },
      { score: 4, conversations: 0 },
      { score: 5, conversations: 2 },
    ]);
  });
});
