/** What the Audit log page filters by, as the page holds it (dates as YYYY-MM-DD, local time). */
export interface AuditFilterState {
  action: string;
  actorId: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterState = { action: '', actorId: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Start of a local day in ms, or undefined for an empty or malformed date. */
function dayStart(day: string, plusDays = 0): number | undefined {
  if (!DAY.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).getTime();
}

/** The filter as the server takes it: from the start of the first day to the end of the last (local time). */
export function toServerFilter(f: AuditFilterState): { action?: string; actorId?: string; from?: number; to?: number } {
  const from = dayStart(f.from);
  const to = dayStart(f.to, 1);
  return {
    ...(f.action ? { action: f.action } : {}),
    ...(f.actorId ? { actorId: f.actorId } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
  };
}

/** The CSV export's REST path with the same filter. */
export function exportPath(f: AuditFilterState, clientType: number): string {
  const params = new URLSearchParams(Object.entries(toServerFilter(f)).map(([k, v]) => [k, String(v)]));
  params.set('clientType', String(clientType));
  return `/api/admin/audit/export?${params.toString()}`;
}
