import type { ConversationStatusFilter, ConversationViewFilter } from '../../../__generated__/graphql';
import type { ViewParams } from './views';

/** The team choice of the view editor's scope select: `team:<id>`. */
export const TEAM_OPTION = 'team:';

/** The view editor's fields, as the form holds them (dates as YYYY-MM-DD in the agent's time zone). */
export interface ViewForm {
  status: ConversationStatusFilter;
  /** A default view value, 'team' (my teams) or `team:<id>`. */
  scope: string;
  tag: string;
  customerTag: string;
  customerId: string | null;
  agentId: string;
  /** Last activity on or after this day; '' for no bound. */
  from: string;
  /** Last activity on or before this day; '' for no bound. */
  to: string;
  onlineOnly: boolean;
  sort: 'newest' | 'oldest';
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight at the start of a YYYY-MM-DD day, ms; null for anything else. */
export function dayStart(day: string): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  // new Date rolls 2026-02-31 over into March: such a day is not a day.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.getTime();
}

/** The YYYY-MM-DD day (local time) a moment falls on. */
export function dayOf(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The day after a YYYY-MM-DD day, at local midnight (a DST day is not 24 h long, so by the calendar). */
function nextDayStart(day: string): number | null {
  const start = dayStart(day);
  if (start === null) return null;
  const d = new Date(start);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}

/** The form for a view's params (a new view starts from the list's view). */
export function formOf(p: ViewParams): ViewForm {
  return {
    status: p.status ?? 'open',
    scope: p.filter === 'team' && p.team ? `${TEAM_OPTION}${p.team}` : (p.filter ?? 'all'),
    tag: p.tag ?? '',
    customerTag: p.customerTag ?? '',
    customerId: p.customerId ?? null,
    agentId: p.agentId ?? '',
    // The server compares strictly (after < last activity < before): the bounds sit just outside the days.
    from: p.afterTimestamp !== undefined ? dayOf(p.afterTimestamp + 1) : '',
    to: p.beforeTimestamp !== undefined ? dayOf(p.beforeTimestamp - 1) : '',
    onlineOnly: p.showOnline === true,
    sort: p.reverseOrder ? 'oldest' : 'newest',
  };
}

export type ViewFormProblem = 'dateRange' | 'badDate';

/**
 * The params a form stands for (spec §3 conversation filter), or why it cannot be saved: a day that
 * is not a day, or an end before the start. Empty fields are left out.
 */
export function paramsOf(f: ViewForm): { params: ViewParams } | { problem: ViewFormProblem } {
  const params: ViewParams = { status: f.status };
  if (f.scope.startsWith(TEAM_OPTION)) {
    params.filter = 'team';
    params.team = f.scope.slice(TEAM_OPTION.length);
  } else {
    params.filter = f.scope as ConversationViewFilter;
  }
  if (f.tag.trim()) params.tag = f.tag.trim();
  if (f.customerTag.trim()) params.customerTag = f.customerTag.trim();
  if (f.customerId) params.customerId = f.customerId;
  if (f.agentId) params.agentId = f.agentId;
  const from = f.from ? dayStart(f.from) : undefined;
  const to = f.to ? nextDayStart(f.to) : undefined;
  if (from === null || to === null) return { problem: 'badDate' };
  if (from !== undefined && to !== undefined && from >= to) return { problem: 'dateRange' };
  if (from !== undefined) params.afterTimestamp = from - 1;
  if (to !== undefined) params.beforeTimestamp = to;
  if (f.onlineOnly) params.showOnline = true;
  if (f.sort === 'oldest') params.reverseOrder = true;
  return { params };
}
