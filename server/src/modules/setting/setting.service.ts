import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { invalid } from '../../common/errors';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { hasPermission, requireAnyPermission, requirePermission } from '../../auth/permissions';
import { randomToken } from '../../auth/tokens';
import { domainEvent } from '../../core/events/events';
import type { AppConfigService } from '../app-config/app-config.service';
import type { AppConfigValue } from '../app-config/app-config.types';
import type { TagService } from '../tag/tag.service';
import { parseDefinitions, storedDefinitions, type CustomFieldDefinition } from './custom-fields';
import { ASSIGN_ON_REPLY_KEY, parseAssignOnReply, storedAssignOnReply } from './assign-on-reply';
import { DEFAULT_CUSTOMER_TAGS_KEY, parseDefaultCustomerTags, storedDefaultCustomerTags } from './default-customer-tags';
import { WorkspaceSetting } from './setting.entity';
import { loadRules, parseRules, saveRules, unknownTeams, type TagAssignRule } from './tag-rules';
import { auditActor, record } from '../audit/audit-record';
import { openSetting, sealSetting } from '../../db/encrypted-secrets';

export type FieldListKey = 'customerFields' | 'agentFields';

/** GET /api/admin/setting (spec §7): the custom field definitions, the report password and the widget configuration. */
export interface AdminSettingView {
  customerFields: CustomFieldDefinition[];
  agentFields: CustomFieldDefinition[];
  /** The message-export (report) password; only for manageSettings or report holders, null otherwise. */
  exportKey: string | null;
  appConfig: AppConfigValue;
  /** Tags every new customer starts with, whichever door they come through. */
  defaultCustomerTags: string[];
  /** An agent's reply to a conversation nobody is assigned assigns it to them (on by default). */
  assignOnReply: boolean;
}

export interface AdminSettingUpdate {
  customerFields?: unknown;
  agentFields?: unknown;
  appConfig?: unknown;
  defaultCustomerTags?: unknown;
  assignOnReply?: unknown;
}

const EXPORT_KEY = 'exportKey' as const;

/** Workspace settings of the admin pages, stored by key in workspace_setting. */
export class SettingService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly appConfig: AppConfigService,
    private readonly tags: TagService,
  ) {}

  private get ds() {
    return this.deps.dataSource;
  }

  /**
   * The custom field definitions of a workspace, for the services that validate values against
   * them (customers, agents) and the criteria parser. No permission check: callers have done theirs.
   */
  async fieldDefinitions(workspaceId: string, key: FieldListKey, m: EntityManager = this.ds.manager): Promise<CustomFieldDefinition[]> {
    const row = await m.findOneBy(WorkspaceSetting, { workspaceId, key });
    return storedDefinitions(row?.value);
  }

  /** manageSettings, or manageUser (the customer and agent pages show the custom fields). */
  async get(actor: Actor): Promise<AdminSettingView> {
    const a = requireAnyPermission(actor, ['manageSettings', 'manageUser']);
    return this.view(a);
  }

  /**
   * Replaces customerFields, agentFields and/or defaultCustomerTags (each validated whole) and merges
   * appConfig (services.appConfig). Everything is checked before anything is stored, and the lists
   * are stored in one transaction; answers the new settings. manageSettings.
   */
  async update(actor: Actor, input: AdminSettingUpdate): Promise<AdminSettingView> {
    const a = requirePermission(actor, 'manageSettings');
    const given = (v: unknown) => v !== undefined && v !== null;
    const lists: [string, CustomFieldDefinition[] | string[] | boolean][] = [];
    for (const key of ['customerFields', 'agentFields'] as const) {
      if (given(input[key])) lists.push([key, parseDefinitions(input[key], key)]);
    }
    const defaultTags = given(input.defaultCustomerTags) ? parseDefaultCustomerTags(input.defaultCustomerTags) : undefined;
    if (defaultTags) lists.push([DEFAULT_CUSTOMER_TAGS_KEY, defaultTags]);
    if (given(input.assignOnReply)) lists.push([ASSIGN_ON_REPLY_KEY, parseAssignOnReply(input.assignOnReply)]);
    if (lists.length === 0 && !given(input.appConfig)) {
      throw invalid('setting.nothingToUpdateSendCustomerFieldsAgentFields', { body: 'empty' });
    }
    // appConfig validates and stores in one step; a bad one throws before the other lists are written.
    if (given(input.appConfig)) await this.appConfig.update(a, input.appConfig);
    if (lists.length > 0) {
      await this.ds.transaction(async (m) => {
        for (const [key, value] of lists) {
          const old = await m.findOne(WorkspaceSetting, { where: { workspaceId: a.workspaceId, key }, lock: { mode: 'pessimistic_write' } });
          // What was in force before the first save: the lists were empty, assign-on-reply was on.
          const before = old?.value ?? (key === ASSIGN_ON_REPLY_KEY ? true : []);
          await m.upsert(WorkspaceSetting, { workspaceId: a.workspaceId, key, value }, ['workspaceId', 'key']);
          if (JSON.stringify(before) !== JSON.stringify(value)) {
            await record(m, {
              actor: auditActor(a),
              action: 'setting.changed',
              target: { type: 'setting', id: key },
              detail: { setting: key, before, after: value },
            });
          }
        }
        // A default tag is a customer tag: it joins the workspace's list of customer tags.
        if (defaultTags?.length) await this.tags.register(m, a.workspaceId, 'customer', defaultTags);
      });
      await this.deps.bus.publish(domainEvent('setting.updated', a.workspaceId, {}, { keys: lists.map(([k]) => k) }));
      if (defaultTags?.length) await this.deps.bus.publish(domainEvent('tag.updated', a.workspaceId, {}, { kind: 'customer' }));
    }
    return this.view(a);
  }

  /** Tags given to every new customer; no permission check (the services creating customers call it). */
  async defaultCustomerTags(workspaceId: string, m: EntityManager = this.ds.manager): Promise<string[]> {
    const row = await m.findOneBy(WorkspaceSetting, { workspaceId, key: DEFAULT_CUSTOMER_TAGS_KEY });
    return storedDefaultCustomerTags(row?.value);
  }

  /** GET /api/admin/setting/rule: the tag → team assignment rules. manageSettings. */
  async rules(actor: Actor): Promise<TagAssignRule[]> {
    const a = requirePermission(actor, 'manageSettings');
    return loadRules(this.ds.manager, a.workspaceId);
  }

  /**
   * POST /api/admin/setting/rule/update: replaces the rules. Every team must be a team of the
   * workspace (400 naming rules.N.team); a rule's tag joins the conversation tag list; a rule with
   * no teams is dropped. manageSettings.
   */
  async updateRules(actor: Actor, value: unknown): Promise<TagAssignRule[]> {
    const a = requirePermission(actor, 'manageSettings');
    const rules = parseRules(value);
    const saved = await this.ds.transaction(async (m) => {
      const unknown = await unknownTeams(
        m,
        a.workspaceId,
        rules.flatMap((r) => r.team),
      );
      if (unknown.size > 0) {
        const fields: Record<string, string> = {};
        rules.forEach((r, i) => {
          if (r.team.some((id) => unknown.has(id))) fields[`rules.${i}.team`] = 'unknown';
        });
        throw invalid('setting.aRuleNamesATeamThat', fields);
      }
      const before = await loadRules(m, a.workspaceId);
      await saveRules(m, a.workspaceId, rules);
      await this.tags.register(
        m,
        a.workspaceId,
        'conversation',
        rules.map((r) => r.tag),
      );
      const after = await loadRules(m, a.workspaceId);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await record(m, {
          actor: auditActor(a),
          action: 'setting.changed',
          target: { type: 'setting', id: 'rules' },
          detail: { setting: 'rules', before, after },
        });
      }
      return after;
    });
    await this.deps.bus.publish(domainEvent('setting.updated', a.workspaceId, {}, { keys: ['rules'] }));
    await this.deps.bus.publish(domainEvent('tag.updated', a.workspaceId, {}, { kind: 'conversation' }));
    return saved;
  }

  private async view(a: AuthenticatedActor): Promise<AdminSettingView> {
    const rows = await this.ds.getRepository(WorkspaceSetting).findBy([
      { workspaceId: a.workspaceId, key: 'customerFields' },
      { workspaceId: a.workspaceId, key: 'agentFields' },
      { workspaceId: a.workspaceId, key: DEFAULT_CUSTOMER_TAGS_KEY },
      { workspaceId: a.workspaceId, key: ASSIGN_ON_REPLY_KEY },
    ]);
    const byKey = new Map(rows.map((r) => [r.key, r.value]));
    const seesExportKey = hasPermission(a.permissions, 'manageSettings') || hasPermission(a.permissions, 'report');
    return {
      customerFields: storedDefinitions(byKey.get('customerFields')),
      agentFields: storedDefinitions(byKey.get('agentFields')),
      exportKey: seesExportKey ? await this.exportKey(a.workspaceId) : null,
      appConfig: await this.appConfig.load(a.workspaceId),
      defaultCustomerTags: storedDefaultCustomerTags(byKey.get(DEFAULT_CUSTOMER_TAGS_KEY)),
      assignOnReply: storedAssignOnReply(byKey.get(ASSIGN_ON_REPLY_KEY)),
    };
  }

  /**
   * Replaces the report password (POST /api/admin/setting/revokeMessageExportKey; the report service
   * checks who may): archives made before keep the old one.
   */
  async replaceExportKey(workspaceId: string, m: EntityManager = this.ds.manager): Promise<string> {
    const key = randomToken(18);
    await m.query(
      `INSERT INTO workspace_setting (workspace_id, key, value) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (workspace_id, key) DO UPDATE SET value = EXCLUDED.value`,
      [workspaceId, EXPORT_KEY, JSON.stringify(sealSetting(EXPORT_KEY, key))],
    );
    return key;
  }

  /** The report password, made the first time it is asked for (revoking it is the reports' business). */
  async exportKey(workspaceId: string): Promise<string> {
    await this.ds.query(`INSERT INTO workspace_setting (workspace_id, key, value) VALUES ($1, $2, $3::jsonb) ON CONFLICT (workspace_id, key) DO NOTHING`, [
      workspaceId,
      EXPORT_KEY,
      JSON.stringify(sealSetting(EXPORT_KEY, randomToken(18))),
    ]);
    const row = await this.ds.getRepository(WorkspaceSetting).findOneByOrFail({ workspaceId, key: EXPORT_KEY });
    return openSetting(EXPORT_KEY, String(row.value));
  }
}
