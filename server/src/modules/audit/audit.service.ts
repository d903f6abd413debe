import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { csvChunks, csvDownload, type CsvValue, type Download } from '../../common/csv';
import { invalid, msg, fieldsProblem, issueMessage } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { requirePermission } from '../../auth/permissions';
import { auditActor, record } from './audit-record';
import {
  AUDIT_EXPORT_MAX,
  AUDIT_PAGE_DEFAULT,
  AUDIT_PAGE_MAX,
  auditFilterSchema,
  type AuditAction,
  type AuditEntryView,
  type AuditFilter,
  type AuditPage,
} from './audit.schemas';
import type { AuditActorType, AuditTargetType } from './audit.schemas';

/** The permission that reads the audit log: the one the spec gives managers of settings (§6). */
export const AUDIT_PERMISSION = 'manageSettings' as const;

const EXPORT_PAGE = 500;
const CURSOR = /^(\d{1,16})\.([0-9a-f-]{36})$/;

interface AuditRow {
  id: string;
  created_at: Date;
  actor_type: AuditActorType;
  actor_id: string | null;
  actor_name: string;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string | null;
  detail: Record<string, unknown>;
  address: string | null;
}

const toView = (r: AuditRow): AuditEntryView => ({
  id: r.id,
  time: r.created_at.getTime(),
  actorType: r.actor_type,
  actorId: r.actor_id,
  actorName: r.actor_name,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  detail: r.detail ?? {},
  address: r.address,
});

const encodeCursor = (r: AuditRow) => Buffer.from(`${r.created_at.getTime()}.${r.id}`).toString('base64url');

function decodeCursor(cursor: string): { time: number; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalid('audit.cursorIsNotValidPassThe', { cursor: 'invalid' });
  return { time: Number(match[1]), id: match[2]! };
}

/** Both doors' filters through one validation (the REST query's own schema). */
function parseFilter(input: unknown): AuditFilter {
  const r = auditFilterSchema.safeParse(input ?? {});
  if (!r.success) {
    const fields = Object.fromEntries(r.error.issues.map((i) => [i.path.join('.') || 'filter', issueMessage(i)]));
    throw fieldsProblem(fields, 'request.invalidInput');
  }
  if (r.data.from !== undefined && r.data.to !== undefined && r.data.from > r.data.to) throw invalid('audit.fromMustNotBeAfterTo', { from: 'afterTo' });
  return r.data;
}

/** Exact to the millisecond (a float division would not be). */
const iso = (ms: number) => new Date(ms).toISOString();

/** One page of entries matching the filter, newest first, older than `after` when given. */
async function selectPage(m: EntityManager, workspaceId: string, filter: AuditFilter, size: number, after?: { time: number; id: string }): Promise<AuditRow[]> {
  const where = ['workspace_id = $1'];
  const params: unknown[] = [workspaceId];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.action) add((p) => `action = ${p}`, filter.action);
  if (filter.actorType) add((p) => `actor_type = ${p}`, filter.actorType);
  if (filter.actorId) add((p) => `actor_id = ${p}::uuid`, filter.actorId);
  if (filter.targetType) add((p) => `target_type = ${p}`, filter.targetType);
  if (filter.targetId) add((p) => `target_id = ${p}`, filter.targetId);
  if (filter.from !== undefined) add((p) => `created_at >= ${p}::timestamptz`, iso(filter.from));
  if (filter.to !== undefined) add((p) => `created_at < ${p}::timestamptz`, iso(filter.to));
  if (after) {
    params.push(iso(after.time), after.id);
    where.push(`(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  params.push(size);
  return m.query(
    `SELECT id, created_at, actor_type, actor_id, actor_name, action, target_type, target_id, detail, address
     FROM audit_entry WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
}

/** The audit log of admin actions (issue 22), read by managers of settings. Entries are written by `record`. */
export class AuditService {
  constructor(private readonly deps: ServiceDeps) {}

  private get ds() {
    return this.deps.dataSource;
  }

  /** GET /api/admin/audit: one page, newest first; `cursor` continues after the previous page. */
  async list(actor: Actor, input: unknown, page: { cursor?: string | null; size?: number | null } = {}): Promise<AuditPage> {
    const a = requirePermission(actor, AUDIT_PERMISSION);
    const filter = parseFilter(input);
    const size = page.size ?? AUDIT_PAGE_DEFAULT;
    if (!Number.isInteger(size) || size < 1 || size > AUDIT_PAGE_MAX)
      throw invalid(msg('audit.sizeMustBeAWholeNumber', { max: AUDIT_PAGE_MAX }), { size: 'range' });
    const rows = await selectPage(this.ds.manager, a.workspaceId, filter, size + 1, page.cursor ? decodeCursor(page.cursor) : undefined);
    const items = rows.slice(0, size);
    return { items: items.map(toView), nextCursor: rows.length > size ? encodeCursor(items[items.length - 1]!) : null };
  }

  /** The REST path of the CSV of these entries (the GraphQL door's answer: files travel over REST). */
  exportPath(actor: Actor, input: unknown): string {
    requirePermission(actor, AUDIT_PERMISSION);
    const filter = parseFilter(input);
    const q = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)]));
    const query = q.toString();
    return `/api/admin/audit/export${query ? `?${query}` : ''}`;
  }

  /**
   * GET /api/admin/audit/export: every matching entry as CSV (at most AUDIT_EXPORT_MAX), read a page
   * at a time while the file streams. The export is itself recorded.
   */
  async exportCsv(actor: Actor, input: unknown): Promise<Download> {
    const a = requirePermission(actor, AUDIT_PERMISSION);
    const filter = parseFilter(input);
    await this.ds.transaction((m) =>
      record(m, { actor: auditActor(a), action: 'export.requested', target: { type: 'workspace', id: a.workspaceId }, detail: { kind: 'auditLog', filter } }),
    );
    const ds = this.ds;
    async function* rows(): AsyncGenerator<CsvValue[]> {
      let after: { time: number; id: string } | undefined;
      let sent = 0;
      while (sent < AUDIT_EXPORT_MAX) {
        const page = await selectPage(ds.manager, a.workspaceId, filter, Math.min(EXPORT_PAGE, AUDIT_EXPORT_MAX - sent), after);
        for (const r of page) {
          yield [r.created_at, r.actor_type, r.actor_id, r.actor_name, r.action, r.target_type, r.target_id, JSON.stringify(r.detail ?? {}), r.address];
        }
        sent += page.length;
        if (page.length < EXPORT_PAGE) return;
        const last = page[page.length - 1]!;
        after = { time: last.created_at.getTime(), id: last.id };
      }
    }
    const header = ['time', 'actorType', 'actorId', 'actorName', 'action', 'targetType', 'targetId', 'detail', 'address'];
    return csvDownload(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`, csvChunks(header, rows()));
  }
}
