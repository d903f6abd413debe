/** Spec §3 report types; message_history is the "conversation information record". */
export const REPORT_TYPES = ['conversation', 'conversation_agent', 'message_history'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Spec §9: a report covers at most 30 days between its first and last day. */
export const REPORT_MAX_DAYS = 30;

/** What is wrong with a range, checked alike by the report page and the server. */
export type ReportRangeProblem = 'fromRequired' | 'toRequired' | 'fromInvalid' | 'toInvalid' | 'endBeforeStart' | 'tooLong';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A calendar day as UTC midnight ms, or null when `text` is not a real YYYY-MM-DD date. */
export function reportDayNumber(text: string): number | null {
  const m = DAY.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = Date.UTC(y, mo - 1, d);
  const back = new Date(at);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? at : null;
}

/** The first problem of a range (spec §5: both required, end not before start, at most 30 days), or null. */
export function reportRangeProblem(from: string | null | undefined, to: string | null | undefined): ReportRangeProblem | null {
  if (!from) return 'fromRequired';
  if (!to) return 'toRequired';
  const start = reportDayNumber(from);
  if (start === null) return 'fromInvalid';
  const end = reportDayNumber(to);
  if (end === null) return 'toInvalid';
  if (end < start) return 'endBeforeStart';
  if ((end - start) / MS_PER_DAY > REPORT_MAX_DAYS) return 'tooLong';
  return null;
}

/** Days in a valid range, first and last included. */
export function reportRangeDays(from: string, to: string): number {
  return (reportDayNumber(to)! - reportDayNumber(from)!) / MS_PER_DAY + 1;
}

/**
 * The report page's default range (spec §9): one month before `today` up to today, where
 * "one month" is clamped to REPORT_MAX_DAYS so the default is always a range the server accepts
 * (31-day months would otherwise make it 31 days).
 */
export function defaultReportRange(today: string): { from: string; to: string } {
  const end = reportDayNumber(today);
  if (end === null) throw new Error(`Not a day: ${today}`);
  const t = new Date(end);
  const [y, mo, d] = [t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()];
  // The same day of the previous month, or its last day (March 31 → February 28 or 29).
  const lastOfPrevious = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const monthBack = Date.UTC(y, mo - 1, Math.min(d, lastOfPrevious));
  const start = Math.max(monthBack, end - REPORT_MAX_DAYS * MS_PER_DAY);
  return { from: new Date(start).toISOString().slice(0, 10), to: today };
}
