import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { AppConfigService } from '../app-config/app-config.service';
import type { FileService } from '../file/file.service';
import type { SettingService } from '../setting/setting.service';
import type { ReportService } from './report.service';
import { ExportArchive } from './export-archive';
import { MessageExport } from './message-export.entity';
import { keyFingerprint } from './report.service';
import { parseRange } from './report-range';
import type { JobPayloads } from '../../core/jobs/job-queue';

interface ExportDeps {
  services: { appConfig: AppConfigService; setting: SettingService; file: FileService; report: ReportService };
  dataSource: DataSource;
  logger: Logger;
}

/** Where a workspace's archive lives in file storage (server-made key, storage-key.ts rules). */
const archiveKey = (workspaceId: string, exportId: string) => `${workspaceId}/exports/${exportId}`;

/**
 * Builds a message-history archive (spec §3 export job): reads the request, encrypts with the
 * workspace's report password as it is now, streams the zip into file storage, and marks the job
 * success with the archive's size, or failed with the reason. A job already finished, or deleted
 * meanwhile, keeps nothing. One node runs it (pg-boss); a node that dies mid-build leaves it to run
 * again from the start.
 */
export async function runMessageExport(deps: ExportDeps, job: JobPayloads['message-export']): Promise<'built' | 'failed' | 'skipped'> {
  const repo = deps.dataSource.getRepository(MessageExport);
  const row = await repo.findOneBy({ id: job.exportId });
  if (!row || row.status !== 'pending') return 'skipped';
  const { timezone } = await deps.services.appConfig.load(row.workspaceId);
  const password = await deps.services.setting.exportKey(row.workspaceId);
  const key = archiveKey(row.workspaceId, row.id);
  const storage = deps.services.file.storage;
  const started = Date.now();
  const archive = new ExportArchive(deps.dataSource.manager, storage, {
    workspaceId: row.workspaceId,
    range: parseRange(row.fromDate, row.toDate, timezone),
    includeFile: row.includeFile,
    includeVoice: row.includeVoice,
    password,
    now: new Date(),
  });
  try {
    const body = new PassThrough();
    // Whichever of the three fails first stops the other two.
    const stopAll = (err: unknown): never => {
      archive.abort(err as Error);
      body.destroy(err as Error);
      throw err;
    };
    const [{ size }] = await Promise.all([
      storage.put(key, body, 'application/zip').catch(stopAll),
      pipeline(archive.stream, body).catch(stopAll),
      archive.build().catch(stopAll),
    ]);
    const [, updated] = (await deps.dataSource.query(
      `UPDATE message_export SET status = 'success', storage_key = $2, size = $3, conversation_count = $4, key_fingerprint = $5,
              finished_at = date_trunc('milliseconds', now())
       WHERE id = $1 AND status = 'pending'`,
      [row.id, key, size, archive.conversations, keyFingerprint(password)],
    )) as [unknown, number];
    if (!updated) {
      // Deleted while it was being built: nobody wants it any more.
      await storage.delete(key);
      return 'skipped';
    }
    deps.logger.info({ exportId: row.id, bytes: size, conversations: archive.conversations, ms: Date.now() - started }, 'message archive built');
  } catch (err) {
    deps.logger.error({ err, exportId: row.id }, 'message archive failed');
    await storage.delete(key).catch(() => undefined);
    await deps.dataSource.query(
      `UPDATE message_export SET status = 'failed', error = $2, finished_at = date_trunc('milliseconds', now()) WHERE id = $1 AND status = 'pending'`,
      [row.id, (err as Error).message.slice(0, 500)],
    );
    await deps.services.report.announce(row.workspaceId, 'exports');
    return 'failed';
  }
  await deps.services.report.announce(row.workspaceId, 'exports');
  return 'built';
}
