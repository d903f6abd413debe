import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../../common/deps';
import { forbidden, invalid } from '../../common/errors';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { hasPermission, requirePermission, requireSignedIn, type Permission } from '../../auth/permissions';
import { randomToken } from '../../auth/tokens';
import { domainEvent } from '../../realtime/events';
import type { AppConfigService } from '../app-config/app-config.service';
import type { AppConfigValue } from '../app-config/app-config.types';
import { parseDefinitions, storedDefinitions, type CustomFieldDefinition } from './custom-fields';
import { WorkspaceSetting } from './setting.entity';

export type FieldListKey = 'customerFields' | 'agentFields';

/** GET /api/admin/setting (spec §7): the custom field definitions, the report password and the widget configuration. */
export interface AdminSettingView {
  customerFields: CustomFieldDefinition[];
  agentFields: CustomFieldDefinition[];
  /** The message-export (report) password; only for manageSettings or report holders, null otherwise. */
  exportKey: string | null;
  appConfig: AppConfigValue;
}

export interface AdminSettingUpdate {
  customerFields?: unknown;
  agentFields?: unknown;
  appConfig?: unknown;
}

const EXPORT_KEY = 'exportKey';

/** An agent or API token holding one of these permissions; customers never. */
export function requireAnyPermission(actor: Actor, permissions: readonly Permission[]): AuthenticatedActor {
  const a = requireSignedIn(actor);
  if (a.kind === 'customer' || !permissions.some((p) => hasPermission(a.permissions, p))) {
    throw forbidden(`This needs the ${permissions.join(' or ')} permission`);
  }
  return a;
}

/** Workspace settings of the admin pages, stored by key in workspace_setting. */
export class SettingService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly appConfig: AppConfigService,
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
   * Replaces customerFields and/or agentFields (each validated whole: ids, types, names) and merges
   * appConfig (services.appConfig). Everything is checked before anything is stored; answers the
   * new settings. manageSettings.
   */
  async update(actor: Actor, input: AdminSettingUpdate): Promise<AdminSettingView> {
    const a = requirePermission(actor, 'manageSettings');
    const lists: [FieldListKey, CustomFieldDefinition[]][] = [];
    for (const key of ['customerFields', 'agentFields'] as const) {
      if (input[key] !== undefined && input[key] !== null) lists.push([key, parseDefinitions(input[key], key)]);
    }
    if (lists.length === 0 && (input.appConfig === undefined || input.appConfig === null)) {
      throw invalid('Nothing to update: send customerFields, agentFields or appConfig', { body: 'empty' });
    }
    // appConfig validates and stores in one step; a bad one throws before the field lists are written.
    if (input.appConfig !== undefined && input.appConfig !== null) await this.appConfig.update(a, input.appConfig);
    if (lists.length > 0) {
      await this.ds.transaction(async (m) => {
        for (const [key, value] of lists) await m.upsert(WorkspaceSetting, { workspaceId: a.workspaceId, key, value }, ['workspaceId', 'key']);
      });
      await this.deps.bus.publish(domainEvent('setting.updated', a.workspaceId, {}, { keys: lists.map(([k]) => k) }));
    }
    return this.view(a);
  }

  private async view(a: AuthenticatedActor): Promise<AdminSettingView> {
    const rows = await this.ds.getRepository(WorkspaceSetting).findBy([
      { workspaceId: a.workspaceId, key: 'customerFields' },
      { workspaceId: a.workspaceId, key: 'agentFields' },
    ]);
    const byKey = new Map(rows.map((r) => [r.key, r.value]));
    const seesExportKey = hasPermission(a.permissions, 'manageSettings') || hasPermission(a.permissions, 'report');
    return {
      customerFields: storedDefinitions(byKey.get('customerFields')),
      agentFields: storedDefinitions(byKey.get('agentFields')),
      exportKey: seesExportKey ? await this.exportKey(a.workspaceId) : null,
      appConfig: await this.appConfig.load(a.workspaceId),
    };
  }

  /** The report password, made the first time it is asked for (revoking it is the reports' business). */
  async exportKey(workspaceId: string): Promise<string> {
    await this.ds.query(`INSERT INTO workspace_setting (workspace_id, key, value) VALUES ($1, $2, $3::jsonb) ON CONFLICT (workspace_id, key) DO NOTHING`, [
      workspaceId,
      EXPORT_KEY,
      JSON.stringify(randomToken(18)),
    ]);
    const row = await this.ds.getRepository(WorkspaceSetting).findOneByOrFail({ workspaceId, key: EXPORT_KEY });
    return String(row.value);
  }
}
