import type { ServiceDeps } from '../service-deps';
import type { Actor } from '../../auth/actor';
import { requireAgent, requirePermission } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import type { AppConfigService } from '../app-config/app-config.service';
import { DEFAULT_OFFICE_HOURS, DEFAULT_TIMEZONE } from '../app-config/app-config.types';
import { UserConfiguration } from '../setting/setting.entity';
import type { GettingStartedView } from './getting-started.types';

/** user_configuration key of an agent who put the panel away; outside CONFIGURATION_KEYS, so GET /api/configuration does not list it. */
const DISMISSED_KEY = 'gettingStartedDismissed';

interface StepRow {
  widget: boolean;
  team: boolean;
  channel: boolean;
}

/**
 * The getting-started panel of a new workspace's inbox (issue 50.2): install the widget, invite the
 * team, connect a channel, set office hours. Each step is read from what exists, never ticked by
 * hand, so it is done however it was done. For those who manage settings, who can take the steps.
 */
export class GettingStartedService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly appConfig: AppConfigService,
  ) {}

  /** GET /api/gettingStarted and GraphQL gettingStarted (manageSettings). */
  async status(actor: Actor): Promise<GettingStartedView> {
    const a = requirePermission(actor, 'manageSettings');
    // The owner's own invitation (the system API's, accepted, by nobody) is not the team's.
    const [steps]: StepRow[] = await this.deps.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM auth_session WHERE workspace_id = $1 AND subject_type = 'customer')
              OR EXISTS (SELECT 1 FROM conversation WHERE workspace_id = $1 AND source = 'web') AS widget,
              EXISTS (SELECT 1 FROM invitation WHERE workspace_id = $1 AND (accepted_at IS NULL OR invited_by IS NOT NULL))
              OR (SELECT count(*) FROM agent WHERE workspace_id = $1 AND deleted_at IS NULL) > 1 AS team,
              EXISTS (SELECT 1 FROM external_platform WHERE workspace_id = $1) AS channel`,
      [a.workspaceId],
    );
    const config = await this.appConfig.load(a.workspaceId);
    const dismissed =
      a.kind === 'agent' &&
      (await this.deps.dataSource.getRepository(UserConfiguration).findOneBy({ workspaceId: a.workspaceId, agentId: a.agentId, key: DISMISSED_KEY }))?.value ===
        true;
    return {
      widgetInstalled: steps!.widget,
      teamInvited: steps!.team,
      channelConnected: steps!.channel,
      officeHoursSet: config.timezone !== DEFAULT_TIMEZONE || JSON.stringify(config.officeHour) !== JSON.stringify(DEFAULT_OFFICE_HOURS),
      dismissed,
    };
  }

  /** POST /api/gettingStarted/dismiss and GraphQL dismissGettingStarted: this agent's panel goes away, in every tab of theirs. */
  async dismiss(actor: Actor): Promise<GettingStartedView> {
    const a = requireAgent(actor);
    requirePermission(a, 'manageSettings');
    await this.deps.dataSource
      .getRepository(UserConfiguration)
      .upsert({ workspaceId: a.workspaceId, agentId: a.agentId, key: DISMISSED_KEY, value: true }, ['workspaceId', 'agentId', 'key']);
    await this.deps.bus.publish(domainEvent('configuration.updated', a.workspaceId, { agentIds: [a.agentId] }, { keys: [DISMISSED_KEY] }));
    return this.status(a);
  }
}
