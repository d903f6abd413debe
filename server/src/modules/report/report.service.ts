import { createHash } from 'node:crypto';
import type { ServiceDeps } from '../service-deps';
import type { Download } from '../../common/csv';
import { AppError, invalid, notFound, msg } from '../../common/errors';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requireAnyPermission, requirePermission } from '../../auth/permissions';
import type { Lang } from '../../i18n/language';
import { domainEvent } from '../../core/events/events';
import type { AppConfigService } from '../app-config/app-config.service';
import type { FileService } from '../file/file.service';
import type { StoredFile } from '../file/file-storage';
import type { SettingService } from '../setting/setting.service';
import { conversationAgentReport, conversationReport } from './conversation-report';
import { EXPORT_LINK_TTL_MS, linkSigningKey, signedExportPath, validExportSignature } from './export-link';
import { MessageExport, type ExportStatus } from './message-export.entity';
import { parseRange, type ReportRange } from './report-range';
import { reportDashboard, type ReportDashboard } from './report-dashboard';
import { auditActor, record } from '../audit/audit-record';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Archives being prepared at once per workspace: enough for a manager, not a way to load the server. */
export const MAX_PENDING_EXPORTS = 3;

/** Spec §3 export job as the clients see it. */
export interface MessageExportView {
  id: string;
  from: string;
  to: string;
  includeVoice: boolean;
  includeFile: boolean;
  status: ExportStatus;
  createDate: number;
  /** Bytes of the archive, once built. */
  size: number | null;
  conversations: number;
  /** Whether the current report password opens it (false: it was made with an earlier one). */
  currentKey: boolean;
}

export interface ExportRequest {
  from?: string;
  to?: string;
  includeFile?: boolean;
  includeVoice?: boolean;
}

/** The short hash that tells which password encrypted an archive, without keeping the password. */
export const keyFingerprint = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/**
 * Reports (spec §7 Reports, report permission on every door): the conversation and
 * conversation-agent CSVs, the dashboard of the report page, and message-history archives built by
 * the message-export job and downloaded through short-lived signed links.
 */
export class ReportService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly appConfig: AppConfigService,
    private readonly setting: SettingService,
    private readonly files: FileService,
  ) {}

  private get ds() {
    return this.deps.dataSource;
  }

  private async range(a: AuthenticatedActor, from: string | undefined, to: string | undefined): Promise<ReportRange> {
    const { timezone } = await this.appConfig.load(a.workspaceId);
    return parseRange(from, to, timezone);
  }

  /** GET /api/admin/report/conversation/download: checked now, read while the file streams. */
  async conversationReport(actor: Actor, q: { from?: string; to?: string }, lang: Lang): Promise<Download> {
    const a = requirePermission(actor, 'report');
    const range = await this.range(a, q.from, q.to);
    await this.recordDownload(a, 'conversationReport', range);
    return conversationReport(this.ds.manager, a.workspaceId, range, lang);
  }

  /** GET /api/admin/report/conversation/agent/download. */
  async conversationAgentReport(actor: Actor, q: { from?: string; to?: string }, lang: Lang): Promise<Download> {
    const a = requirePermission(actor, 'report');
    const range = await this.range(a, q.from, q.to);
    await this.recordDownload(a, 'conversationAgentReport', range);
    return conversationAgentReport(this.ds.manager, a.workspaceId, range, lang);
  }

  /** Where a CSV report of this range downloads from (the GraphQL door's answer: files travel over REST). */
  async reportPath(actor: Actor, q: { type: 'conversation' | 'conversation_agent'; from?: string; to?: string }): Promise<string> {
    const a = requirePermission(actor, 'report');
    const range = await this.range(a, q.from, q.to);
    const path = q.type === 'conversation' ? 'conversation' : 'conversation/agent';
    return `/api/admin/report/${path}/download?from=${range.from}&to=${range.to}`;
  }

  /** The report page's dashboard of conversations created in the range. */
  async dashboard(actor: Actor, q: { from?: string; to?: string }): Promise<ReportDashboard> {
    const a = requirePermission(actor, 'report');
    return reportDashboard(this.ds.manager, a.workspaceId, await this.range(a, q.from, q.to));
  }

  /** GET /api/admin/report/message/export: the workspace's archives, newest first. */
  async exports(actor: Actor): Promise<MessageExportView[]> {
    const a = requirePermission(actor, 'report');
    const rows = await this.ds.getRepository(MessageExport).find({ where: { workspaceId: a.workspaceId }, order: { createdAt: 'DESC' }, take: 100 });
    const current = keyFingerprint(await this.setting.exportKey(a.workspaceId));
    return rows.map((r) => toView(r, current));
  }

  /** POST /api/admin/report/message/export/request: stores the job and its durable work in one transaction. */
  async requestExport(actor: Actor, input: ExportRequest): Promise<MessageExportView> {
    const a = requirePermission(actor, 'report');
    const range = await this.range(a, input.from, input.to);
    for (const flag of ['includeFile', 'includeVoice'] as const) {
      if (input[flag] !== undefined && typeof input[flag] !== 'boolean') throw invalid(msg('report.mustBeTrueOrFalse', { field: flag }), { [flag]: 'invalid' });
    }
    const current = keyFingerprint(await this.setting.exportKey(a.workspaceId));
    const saved = await this.ds.transaction(async (m) => {
      // One request at a time per workspace counts the pending ones, so two at once cannot both pass.
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`message-export:${a.workspaceId}`]);
      const [{ n }]: { n: number }[] = await m.query(`SELECT count(*)::int AS n FROM message_export WHERE workspace_id = $1 AND status = 'pending'`, [
        a.workspaceId,
      ]);
      if (n >= MAX_PENDING_EXPORTS) {
        throw new AppError('CONFLICT', msg('report.atMostArchivesArePreparedAt', { max: MAX_PENDING_EXPORTS }));
      }
      const row = await m.getRepository(MessageExport).save({
        workspaceId: a.workspaceId,
        requestedBy: a.kind === 'agent' ? a.agentId : null,
        fromDate: range.from,
        toDate: range.to,
        includeFile: input.includeFile ?? false,
        includeVoice: input.includeVoice ?? false,
        status: 'pending' as const,
      });
      await this.deps.jobs.send('message-export', { exportId: row.id }, { manager: m });
      await record(m, {
        actor: auditActor(a),
        action: 'export.requested',
        target: { type: 'export', id: row.id },
        detail: { kind: 'messageHistory', from: row.fromDate, to: row.toDate, includeFile: row.includeFile, includeVoice: row.includeVoice },
      });
      // Read inside the transaction: the answer is the job as this request stored it (pending). After the
      // commit the job may already have run, and the list and its event tell that.
      return m.getRepository(MessageExport).findOneByOrFail({ id: row.id });
    });
    await this.announce(a.workspaceId, 'exports');
    return toView(saved, current);
  }

  /** POST /api/admin/report/message/export/download: a signed path that works for EXPORT_LINK_TTL_MS. */
  async downloadLink(actor: Actor, id: string | undefined, now = Date.now()): Promise<string[]> {
    const a = requirePermission(actor, 'report');
    const row = await this.find(a, id);
    if (row.status !== 'success') throw new AppError('CONFLICT', 'report.thisArchiveIsNotReadyYet');
    const expires = now + EXPORT_LINK_TTL_MS;
    return [signedExportPath(await linkSigningKey(this.ds.manager, a.workspaceId), row.id, expires)];
  }

  /**
   * GET of a signed link: the archive's bytes, for a caller who still holds the report permission
   * in its workspace, before the link expires, with the signature the link was given.
   */
  async archive(actor: Actor, q: { id: string; expires?: string; signature?: string }): Promise<{ file: StoredFile; filename: string }> {
    const a = requirePermission(actor, 'report');
    const expires = Number(q.expires);
    if (!q.signature || !Number.isSafeInteger(expires)) throw new AppError('FORBIDDEN', 'report.thisDownloadLinkIsNotValid');
    if (!UUID.test(q.id) || !validExportSignature(await linkSigningKey(this.ds.manager, a.workspaceId), q.id, expires, q.signature)) {
      throw new AppError('FORBIDDEN', 'report.thisDownloadLinkIsNotValid');
    }
    if (expires < Date.now()) throw new AppError('GONE', 'report.thisDownloadLinkHasExpiredDownload');
    const row = await this.find(a, q.id);
    const file = row.storageKey ? await this.files.storage.get(row.storageKey) : null;
    if (row.status !== 'success' || !file) throw notFound('report.archiveNotFound');
    return { file, filename: `${row.id}.zip` };
  }

  /** POST /api/admin/report/message/export/delete: the job and its archive; a job under way finds it gone and keeps nothing. */
  async deleteExport(actor: Actor, id: string | undefined): Promise<void> {
    const a = requirePermission(actor, 'report');
    const row = await this.find(a, id);
    await this.ds.transaction(async (m) => {
      await m.delete(MessageExport, { id: row.id });
      await record(m, {
        actor: auditActor(a),
        action: 'export.deleted',
        target: { type: 'export', id: row.id },
        detail: { kind: 'messageHistory', from: row.fromDate, to: row.toDate },
      });
    });
    if (row.storageKey) await this.files.storage.delete(row.storageKey);
    await this.announce(a.workspaceId, 'exports');
  }

  /** The report password, for those who may download archives (report) or manage settings. */
  async exportKey(actor: Actor): Promise<string> {
    const a = requireReportOrSettings(actor);
    return this.setting.exportKey(a.workspaceId);
  }

  /** POST /api/admin/setting/revokeMessageExportKey: a new password for archives made from now on. */
  async revokeExportKey(actor: Actor): Promise<string> {
    const a = requireReportOrSettings(actor);
    const key = await this.ds.transaction(async (m) => {
      const replaced = await this.setting.replaceExportKey(a.workspaceId, m);
      await record(m, { actor: auditActor(a), action: 'exportKey.replaced', target: { type: 'setting', id: 'exportKey' } });
      return replaced;
    });
    this.deps.logger.info({ workspaceId: a.workspaceId, by: a.kind === 'agent' ? a.agentId : a.kind }, 'report password replaced');
    await this.announce(a.workspaceId, 'exportKey');
    return key;
  }

  /** Tells open report pages that the archives or the password changed (they read them again). */
  async announce(workspaceId: string, what: 'exports' | 'exportKey'): Promise<void> {
    await this.deps.bus.publish(domainEvent('report.updated', workspaceId, {}, { what }));
  }

  /** A CSV report changes nothing: its record is written alone, before the file streams. */
  private recordDownload(a: AuthenticatedActor, kind: string, range: ReportRange): Promise<void> {
    return this.ds.transaction((m) =>
      record(m, {
        actor: auditActor(a),
        action: 'export.requested',
        target: { type: 'workspace', id: a.workspaceId },
        detail: { kind, from: range.from, to: range.to },
      }),
    );
  }

  private async find(a: AuthenticatedActor, id: string | undefined): Promise<MessageExport> {
    if (!id) throw invalid('report.idIsRequired', { id: 'required' });
    if (!UUID.test(id)) throw notFound('report.archiveNotFound');
    const row = await this.ds.getRepository(MessageExport).findOneBy({ id, workspaceId: a.workspaceId });
    if (!row) throw notFound('report.archiveNotFound');
    return row;
  }
}

const requireReportOrSettings = (actor: Actor): AuthenticatedActor => requireAnyPermission(actor, ['report', 'manageSettings']);

function toView(r: MessageExport, currentFingerprint: string): MessageExportView {
  return {
    id: r.id,
    from: r.fromDate,
    to: r.toDate,
    includeVoice: r.includeVoice,
    includeFile: r.includeFile,
    status: r.status,
    createDate: r.createdAt.getTime(),
    size: r.size === null ? null : Number(r.size),
    conversations: r.conversationCount,
    currentKey: r.keyFingerprint === null || r.keyFingerprint === currentFingerprint,
  };
}
