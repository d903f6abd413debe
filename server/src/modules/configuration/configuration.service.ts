import type { ServiceDeps } from '../service-deps';
import { invalid, fieldsProblem, issueMessage } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { requireAgent } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import { UserConfiguration } from '../setting/setting.entity';
import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_KEYS,
  configurationSchema,
  setValueSchema,
  type ConfigurationKey,
  type UserConfigurationValue,
} from './configuration.types';

/** Realtime: the agent's own configuration changed (another tab of theirs refreshes its views). */
export const CONFIGURATION_UPDATED = 'configuration.updated' as const;

/**
 * Per-agent configuration (spec §7 GET /api/configuration, POST /api/configuration/update): a map
 * of key to value, kept per agent and workspace in user_configuration. Today the one key is
 * conversationCustomViews, the agent's saved inbox views. Only agents have one: a visitor or an
 * API token is refused, and nobody reads or writes another agent's.
 */
export class ConfigurationService {
  constructor(private readonly deps: ServiceDeps) {}

  private get ds() {
    return this.deps.dataSource;
  }

  async get(actor: Actor): Promise<UserConfigurationValue> {
    const a = requireAgent(actor);
    const rows = await this.ds.getRepository(UserConfiguration).findBy({ workspaceId: a.workspaceId, agentId: a.agentId });
    const stored: Record<string, unknown> = { ...CONFIGURATION_DEFAULTS };
    for (const row of rows) if ((CONFIGURATION_KEYS as readonly string[]).includes(row.key)) stored[row.key] = row.value;
    const parsed = configurationSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    // A value written by an older rule than today's: the agent starts again rather than the inbox failing.
    this.deps.logger.warn({ agentId: a.agentId, issues: parsed.error.issues }, 'stored configuration is invalid; using defaults');
    return { ...CONFIGURATION_DEFAULTS };
  }

  /** Replaces the value of each key given (a whole list of views at a time), then answers every key. */
  async update(actor: Actor, setValue: unknown): Promise<UserConfigurationValue> {
    const a = requireAgent(actor);
    const parsed = setValueSchema.safeParse(setValue ?? {});
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [['setValue', ...i.path.map(String)].join('.'), issueMessage(i)]));
      throw fieldsProblem(fields, 'request.invalidInput');
    }
    const entries = Object.entries(parsed.data).filter(([, v]) => v !== undefined) as [ConfigurationKey, UserConfigurationValue[ConfigurationKey]][];
    if (entries.length === 0) throw invalid('configuration.nothingToUpdate', { setValue: 'empty' });
    await this.ds.transaction(async (m) => {
      for (const [key, value] of entries) {
        // jsonb: the column takes any JSON; TypeORM's deep-partial typing cannot see that through `unknown`.
        await m.upsert(UserConfiguration, { workspaceId: a.workspaceId, agentId: a.agentId, key, value: value as object }, ['workspaceId', 'agentId', 'key']);
      }
    });
    await this.deps.bus.publish(domainEvent(CONFIGURATION_UPDATED, a.workspaceId, { agentIds: [a.agentId] }, { keys: entries.map(([k]) => k) }));
    return this.get(a);
  }
}
