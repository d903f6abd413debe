import { invalid, msg } from '../../common/errors';
import { REPORT_MAX_DAYS, reportRangeDays, reportRangeProblem } from '@parley/protocol';

/** A report's days, first and last included, in the workspace's time zone (spec §5). */
export interface ReportRange {
  from: string;
  to: string;
  timeZone: string;
  /** Days in the range, first and last included. */
  days: number;
}

/**
 * Checks a range as the report page does (protocol/report.ts): both days given as real dates,
 * the end not before the start ('Incorrect date range'), at most REPORT_MAX_DAYS days between
 * them. Each problem is a 400 naming its field.
 */
export function parseRange(from: string | undefined, to: string | undefined, timeZone: string): ReportRange {
  switch (reportRangeProblem(from, to)) {
    case 'fromRequired':
      throw invalid(msg('common.fieldProblem', { field: 'from', message: { reason: 'report.pleaseSelectAStartDate' } }), { from: 'required' });
    case 'toRequired':
      throw invalid(msg('common.fieldProblem', { field: 'to', message: { reason: 'report.pleaseSelectAnEndDate' } }), { to: 'required' });
    case 'fromInvalid':
      throw invalid(msg('common.fieldProblem', { field: 'from', message: { reason: 'common.pleaseEnterADateAsYYYY' } }), { from: 'invalid' });
    case 'toInvalid':
      throw invalid(msg('common.fieldProblem', { field: 'to', message: { reason: 'common.pleaseEnterADateAsYYYY' } }), { to: 'invalid' });
    case 'endBeforeStart':
      throw invalid('report.incorrectDateRange', { to: 'beforeFrom' });
    case 'tooLong':
      throw invalid(msg('report.theRangeIsAtMostDays', { max: REPORT_MAX_DAYS }), { to: 'tooLong' });
    case null:
      return { from: from!, to: to!, timeZone, days: reportRangeDays(from!, to!) };
  }
}

/**
 * SQL for the range's first instant and the instant after its last day, as timestamptz, with the
 * parameters appended to `params`: `created_at >= start AND created_at < end` holds for what
 * happened on those days in the time zone (a day is 23 or 25 hours across a daylight-saving change).
 */
export function rangeBounds(range: ReportRange, params: unknown[]): { start: string; end: string } {
  params.push(range.from, range.to, range.timeZone);
  const n = params.length;
  return {
    start: `($${n - 2}::date::timestamp AT TIME ZONE $${n})`,
    end: `(($${n - 1}::date + 1)::timestamp AT TIME ZONE $${n})`,
  };
}
