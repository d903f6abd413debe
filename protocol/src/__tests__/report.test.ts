import { defaultReportRange, REPORT_MAX_DAYS, reportRangeDays, reportRangeProblem } from '../report';

describe('report ranges (spec §5, §9)', () => {
  it('names the first problem of a range', () => {
    expect(reportRangeProblem('', '2026-11-07')).toBe('fromRequired');
    expect(reportRangeProblem('2026-11-01', null)).toBe('toRequired');
    expect(reportRangeProblem('2026-13-01', '2026-11-07')).toBe('fromInvalid');
    expect(reportRangeProblem('2026-02-29', '2026-03-01')).toBe('fromInvalid');
    expect(reportRangeProblem('2028-02-29', '2028-03-01')).toBeNull();
    expect(reportRangeProblem('2026-11-01', '2026-11-7')).toBe('toInvalid');
    expect(reportRangeProblem('2026-11-07', '2026-11-01')).toBe('endBeforeStart');
    expect(reportRangeProblem('2026-11-01', '2026-11-01')).toBeNull();
  });

  it('allows at most 30 days between the first and last day', () => {
    expect(REPORT_MAX_DAYS).toBe(30);
    expect(reportRangeProblem('2026-10-08', '2026-11-07')).toBeNull();
    expect(reportRangeDays('2026-10-08', '2026-11-07')).toBe(31);
    expect(reportRangeProblem('2026-10-07', '2026-11-07')).toBe('tooLong');
  });

  it('defaults to one month back, clamped so the default is always accepted', () => {
    expect(defaultReportRange('2026-11-25')).toEqual({ from: '2026-10-26', to: '2026-11-25' });
    expect(defaultReportRange('2026-12-25')).toEqual({ from: '2026-11-25', to: '2026-12-25' });
    expect(defaultReportRange('2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(defaultReportRange('2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    for (const today of ['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2028-03-30']) {
      const r = defaultReportRange(today);
      expect(reportRangeProblem(r.from, r.to)).toBeNull();
    }
  });
});
