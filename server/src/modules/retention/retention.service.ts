import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { invalid, msg } from '../../common/errors';
import { parseWith } from '../../common/validate';
import type { Actor } from '../../auth/actor';
import { requirePermission } from '../../auth/permissions';
import { auditActor, record } from '../audit/audit-record';
import type { FileStorage } from '../file/file-storage';
import { RetentionPolicy } from './retention-policy.entity';
import { countOlder, cutoffOf, sweepOlder } from './retention-sweep';
import {
  dryRunBodySchema,
  PREVIEW_TTL_MS,
  RETENTION_COVERS,
  updateBodySchema,
  type DryRunInput,
  type DryRunView,
  type PolicyView,
  type RetentionRun,
  type UpdateInput,
} from './retention.schemas';

/** The permission that reads and changes the retention policy. */
export const RETENTION_PERMISSION = 'manageSettings' as const;
/** The default days shown before a policy is set. */
const DEFAULT_DAYS = 365;
/** The daily run: a workspace whose last run finished longer ago than this is due. */
const DAILY_MS = 23 * 3_600_000;

const toView = (p: RetentionPolicy | null): PolicyView => ({
  enabled: p?.enabled ?? false,
  days: p?.days ?? DEFAULT_DAYS,
  covers: [...RETENTION_COVERS],
  updatedAt: p ? p.updatedAt.getTime() : null,
  lastRun: p?.lastRun ?? null,
});

/**
 * Data retention (issue 22): a policy per workspace that, while on, deletes messages older than N
 * days and their files, by a durable job (jobs/retention.job.ts): daily, and right after it is
 * switched on. Switching on (or changing the days while on) needs a dry run of those days first:
 * the dry run's token proves the manager saw what would go. Every change and every run is audited.
 */
export class RetentionService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly storage: () => FileStorage,
  ) {}

  private get ds() {
    return this.deps.dataSource;
  }

  private load(m: EntityManager, workspaceId: string, lock = false): Promise<RetentionPolicy | null> {
    return m.getRepository(RetentionPolicy).findOne({ where: { workspaceId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** GET /api/admin/retention. */
  async get(actor: Actor): Promise<PolicyView> {
    const a = requirePermission(actor, RETENTION_PERMISSION);
    return toView(await this.load(this.ds.manager, a.workspaceId));
  }

  /**
   * POST /api/admin/retention/dryRun: how many messages, files and bytes a policy of `days` would
   * delete now. Deletes nothing; remembers the counts and a token that switches such a policy on.
   */
  async dryRun(actor: Actor, input: unknown): Promise<DryRunView> {
    const a = requirePermission(actor, RETENTION_PERMISSION);
    const { days }: DryRunInput = parseWith(dryRunBodySchema, input);
    return this.ds.transaction(async (m) => {
      const cutoff = await cutoffOf(m, days);
      const counts = await countOlder(m, a.workspaceId, cutoff);
      const preview = { token: randomUUID(), days, at: Date.now(), ...counts };
      await m.query(
        `INSERT INTO retention_policy (workspace_id, enabled, days, preview) VALUES ($1, false, $2, $3::jsonb)
         ON CONFLICT (workspace_id) DO UPDATE SET preview = EXCLUDED.preview`,
        [a.workspaceId, days, JSON.stringify(preview)],
      );
      return { days, cutoff: cutoff.getTime(), ...counts, previewToken: preview.token, expiresAt: preview.at + PREVIEW_TTL_MS };
    });
  }

  /**
   * POST /api/admin/retention/update: switches the policy on or off and sets its days. On, with
   * days that were not already on, needs the previewToken of a dry run of those days (at most 30
   * minutes old; used once). Switching on queues a run at once.
   */
  async update(actor: Actor, input: unknown): Promise<PolicyView> {
    const a = requirePermission(actor, RETENTION_PERMISSION);
    const body: UpdateInput = parseWith(updateBodySchema, input);
    return this.ds.transaction(async (m) => {
      await m.query(`INSERT INTO retention_policy (workspace_id, enabled, days) VALUES ($1, false, $2) ON CONFLICT (workspace_id) DO NOTHING`, [
        a.workspaceId,
        body.days ?? DEFAULT_DAYS,
      ]);
      const before = (await this.load(m, a.workspaceId, true))!;
      const days = body.days ?? before.days;
      const widens = body.enabled && (!before.enabled || days !== before.days);
      const preview = before.preview;
      if (widens) {
        if (!body.previewToken) throw invalid('retention.previewThePolicyDryRunBefore', { previewToken: 'required' });
        if (!preview || preview.token !== body.previewToken || preview.days !== days)
          throw invalid(msg('retention.previewTokenIsNotADryRun', { days }), { previewToken: 'mismatch' });
        if (Date.now() - preview.at > PREVIEW_TTL_MS) throw invalid('retention.theDryRunIsMoreThan', { previewToken: 'expired' });
      }
      if (before.enabled === body.enabled && before.days === days) return toView(before);
      await m.query(
        `UPDATE retention_policy SET enabled = $2, days = $3, preview = CASE WHEN $4 THEN NULL ELSE preview END,
                updated_at = date_trunc('milliseconds', now())
         WHERE workspace_id = $1`,
        [a.workspaceId, body.enabled, days, widens],
      );
      const target = { type: 'retention' as const, id: a.workspaceId };
      const seen = widens && preview ? { messages: preview.messages, files: preview.files, bytes: preview.bytes } : undefined;
      if (body.enabled && !before.enabled) await record(m, { actor: auditActor(a), action: 'retention.enabled', target, detail: { days, preview: seen } });
      else if (!body.enabled && before.enabled) await record(m, { actor: auditActor(a), action: 'retention.disabled', target, detail: { days: before.days } });
      else
        await record(m, {
          actor: auditActor(a),
          action: 'retention.changed',
          target,
          detail: { enabled: body.enabled, before: { days: before.days }, after: { days }, preview: seen },
        });
      if (widens) await this.deps.jobs.send('retention', { workspaceId: a.workspaceId }, { singletonKey: a.workspaceId, manager: m });
      return toView(await this.load(m, a.workspaceId));
    });
  }

  /**
   * One run of the policy (the retention job): deletes what is older than its days now, in
   * batches, and records what it deleted on the policy and in the audit log (the system acting).
   * A policy switched off, or none, deletes nothing and answers null. Running twice deletes nothing
   * the second time.
   */
  async run(workspaceId: string): Promise<RetentionRun | null> {
    const policy = await this.load(this.ds.manager, workspaceId);
    if (!policy?.enabled) return null;
    const startedAt = Date.now();
    const cutoff = await cutoffOf(this.ds.manager, policy.days);
    const counts = await sweepOlder(this.ds, this.storage(), workspaceId, cutoff);
    const run: RetentionRun = { startedAt, finishedAt: Date.now(), days: policy.days, cutoff: cutoff.getTime(), ...counts };
    await this.ds.transaction(async (m) => {
      await m.query(`UPDATE retention_policy SET last_run = $2::jsonb, last_run_at = now() WHERE workspace_id = $1`, [workspaceId, JSON.stringify(run)]);
      await record(m, {
        actor: { kind: 'system', workspaceId, name: 'Data retention' },
        action: 'retention.run',
        target: { type: 'retention', id: workspaceId },
        detail: { ...run },
      });
    });
    this.deps.logger.info({ workspaceId, ...counts, days: policy.days }, 'retention run');
    return run;
  }

  /** The daily schedule (an hourly pg-boss cron job, one node a turn: app/workers.ts): a run queued for each workspace whose policy is on and whose last run is a day old. */
  async scheduleDue(): Promise<number> {
    const rows: { workspace_id: string }[] = await this.ds.query(
      `SELECT workspace_id FROM retention_policy WHERE enabled AND (last_run_at IS NULL OR last_run_at < now() - make_interval(secs => $1::int))`,
      [DAILY_MS / 1000],
    );
    let queued = 0;
    for (const r of rows) if (await this.deps.jobs.send('retention', { workspaceId: r.workspace_id }, { singletonKey: r.workspace_id })) queued += 1;
    return queued;
  }
}
