import { isOfficeOpen, responseTimeFor } from '@parley/protocol';
import { IsNull } from 'typeorm';
import { z } from 'zod';
import type { ServiceDeps } from '../service-deps';
import { invalid, unauthenticated, issueMessage, type FieldProblems } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { hasPermission, requirePermission, requireSignedIn, SDK_PERMISSION } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import { Agent } from '../agent/agent.entity';
import { ApiKey } from '../api-key/api-key.entity';
import { WorkspaceSetting } from '../setting/setting.entity';
import { Workspace } from '../workspace/workspace.entity';
import { appConfigSchema, type AppConfigValue, type ApplicationView } from './app-config.types';
import { DynamicResponseTime } from './dynamic-response-time';
import { auditActor, changedFields, record } from '../audit/audit-record';
import { onlineSql } from '../presence/presence-sql';

const KEY = 'appConfig';
const AVATARS = 5; // spec §9: agent avatars 5
/** Agents who answer conversations (the permissions auto-assignment counts): one of them online is someone to answer live. */
const ANSWERS_CONVERSATIONS = `a.permissions && ARRAY['all', 'console', 'allConversations', 'ownConversations']::text[]`;

/** Zod issues as { 'path.to.field': message }, the shape REST validation errors carry. */
function fieldsOf(error: z.ZodError): FieldProblems {
  return Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'value', issueMessage(i)]));
}

/** The widget/app configuration (spec §3) of a workspace, stored in workspace_setting 'appConfig'. */
export class AppConfigService {
  private readonly dynamicResponseTime: DynamicResponseTime;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.dynamicResponseTime = new DynamicResponseTime(deps.dataSource);
  }

  private get ds() {
    return this.deps.dataSource;
  }

  /** The stored value with defaults filled in (a workspace that never saved gets every default). */
  async load(workspaceId: string): Promise<AppConfigValue> {
    const row = await this.ds.getRepository(WorkspaceSetting).findOneBy({ workspaceId, key: KEY });
    const parsed = appConfigSchema.safeParse(row?.value ?? {});
    if (parsed.success) return parsed.data;
    this.deps.logger.warn({ workspaceId, issues: parsed.error.issues }, 'stored appConfig is invalid; using defaults');
    return appConfigSchema.parse({});
  }

  /** Console (signed-in agent or API token of the workspace). */
  async get(actor: Actor): Promise<AppConfigValue> {
    const a = requireSignedIn(actor);
    return this.load(a.workspaceId);
  }

  /**
   * Merges a patch over the current value, validates the whole, stores it (manageSettings).
   * Unknown fields and bad values are refused with a 400 naming each field.
   */
  async update(actor: Actor, value: unknown): Promise<AppConfigValue> {
    const a = requirePermission(actor, 'manageSettings');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw invalid('appConfig.appConfigMustBeAnObject', { appConfig: 'must be an object' });
    }
    const next = await this.ds.transaction(async (m) => {
      const row = await m.findOne(WorkspaceSetting, { where: { workspaceId: a.workspaceId, key: KEY }, lock: { mode: 'pessimistic_write' } });
      const current = appConfigSchema.safeParse(row?.value ?? {});
      const merged = { ...(current.success ? current.data : {}), ...(value as Record<string, unknown>) };
      const parsed = appConfigSchema.safeParse(merged);
      if (!parsed.success) throw invalid('appConfig.theWidgetConfigurationIsNotValid', fieldsOf(parsed.error));
      await m.upsert(WorkspaceSetting, { workspaceId: a.workspaceId, key: KEY, value: parsed.data }, ['workspaceId', 'key']);
      const before = current.success ? current.data : appConfigSchema.parse({});
      const changes = changedFields(before, parsed.data);
      if (Object.keys(changes).length) {
        await record(m, { actor: auditActor(a), action: 'setting.changed', target: { type: 'setting', id: KEY }, detail: { setting: KEY, changes } });
      }
      return parsed.data;
    });
    await this.deps.bus.publish(domainEvent('appConfig.updated', a.workspaceId, {}, { key: KEY }));
    return next;
  }

  /**
   * What dynamic response time would show now (manageSettings), whatever type is chosen: the
   * customization page shows it beside the choice and in its preview.
   */
  async measuredResponseTime(actor: Actor): Promise<number | null> {
    const a = requirePermission(actor, 'manageSettings');
    const config = await this.load(a.workspaceId);
    return this.dynamicResponseTime.minutes(a.workspaceId, config, this.clock());
  }

  /** Public: the widget's configuration by its API key (sdk), with office-hour state now. */
  async application(appKey: string | undefined): Promise<ApplicationView> {
    if (!appKey || appKey.length > 200) throw unauthenticated('common.anAPIKeyIsRequiredAppKey');
    const key = await this.ds.getRepository(ApiKey).findOneBy({ key: appKey });
    if (!key || !hasPermission(key.permissions, SDK_PERMISSION)) throw unauthenticated('common.theAPIKeyIsNotValid');
    return this.view(key.workspaceId);
  }

  /** For a signed-in visitor (or agent): the same view, by session. */
  async applicationFor(actor: Actor): Promise<ApplicationView> {
    return this.view(requireSignedIn(actor).workspaceId);
  }

  private async view(workspaceId: string): Promise<ApplicationView> {
    const [config, workspace, agents, agentOnline] = await Promise.all([
      this.load(workspaceId),
      this.ds.getRepository(Workspace).findOneByOrFail({ id: workspaceId }),
      this.ds.getRepository(Agent).find({
        where: { workspaceId, deletedAt: IsNull() },
        order: { lastActivity: { direction: 'DESC', nulls: 'LAST' }, createdAt: 'ASC' },
        take: AVATARS,
      }),
      this.anyAgentOnline(workspaceId),
    ]);
    const now = this.clock();
    const open = isOfficeOpen(config.officeHour, config.timezone, now);
    return {
      ...config,
      workspaceName: workspace.name,
      officeHourOpen: open,
      responseTime: config.responseTimeType === 'dynamic' ? await this.dynamicResponseTime.minutes(workspaceId, config, now) : responseTimeFor(config, open),
      agents: agents.map((g) => ({ userId: g.id, displayName: g.displayName, profilePic: g.profilePic })),
      agentOnline,
      serverTime: now.getTime(),
    };
  }

  /** Read each time, not cached: the widget asks a visitor for an email on it, and it changes as agents come and go. */
  private async anyAgentOnline(workspaceId: string): Promise<boolean> {
    const rows: { online: boolean }[] = await this.ds.query(
      `SELECT EXISTS (SELECT 1 FROM agent a WHERE a.workspace_id = $1 AND a.deleted_at IS NULL AND ${ANSWERS_CONVERSATIONS} AND ${onlineSql('a.id')}) AS online`,
      [workspaceId],
    );
    return rows[0]?.online === true;
  }
}
