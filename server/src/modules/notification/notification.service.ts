import type { ServiceDeps } from '../service-deps';
import type { AppConfigService } from '../app-config/app-config.service';
import { forbidden, invalid, notFound } from '../../common/errors';
import { parseWith } from '../../common/validate';
import type { Actor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { UserConfiguration } from '../setting/setting.entity';
import { ConsoleFocus, PushSubscription } from './notification.entity';
import { FOCUS_HOLD_MS, PREFERENCES_KEY, withDefaults, type NotificationPreferences } from './notification-rules';
import { consoleFocusSchema, notificationPreferencesPatchSchema, pushSubscribeSchema, pushSubscriptionIdSchema } from './notification.schemas';
import type { NotificationSettingsView, PushSubscriptionView } from './notification.types';
import { loadVapidKeys } from './vapid-keys';
import { NotificationFanOut } from './notification-fanout';
import { NotificationPush } from './notification-push';
import { NotificationDigest } from './notification-digest';

/** Most browsers one agent keeps subscribed: an agent with more has left old ones behind (the oldest goes). */
const MAX_SUBSCRIPTIONS_PER_AGENT = 20;

function agentOf(actor: Actor): { agentId: string; workspaceId: string } {
  const a = requireSignedIn(actor);
  if (a.kind !== 'agent') throw forbidden('notification.forAgents');
  return { agentId: a.agentId, workspaceId: a.workspaceId };
}

const view = (s: PushSubscription): PushSubscriptionView => ({
  id: s.id,
  label: s.label,
  createdAt: s.createdAt.getTime(),
  lastPushAt: s.lastPushAt ? s.lastPushAt.getTime() : null,
});

/**
 * Reaching agents when no console of theirs is looking (issue 54): their browsers subscribed to Web
 * Push, what they want to be told of and how, and which console tabs have focus. The rules of who is
 * told what are notification-fanout.ts; sending is notification-push.ts and notification-digest.ts.
 */
export class NotificationService {
  private vapid: { publicKey: string; privateKey: string } | null = null;
  readonly fanOut: NotificationFanOut;
  readonly push: NotificationPush;
  readonly digest: NotificationDigest;

  constructor(
    private readonly deps: ServiceDeps,
    appConfig: Pick<AppConfigService, 'load'>,
  ) {
    this.fanOut = new NotificationFanOut(deps, appConfig);
    this.push = new NotificationPush(deps, () => this.keys());
    this.digest = new NotificationDigest(deps);
  }

  /** Generated into DATA_DIR on first use when the environment names none (vapid-keys.ts). */
  keys(): { publicKey: string; privateKey: string } {
    const keys = this.vapid ?? loadVapidKeys(this.deps.config);
    this.vapid = keys;
    return keys;
  }

  start(): void {
    this.fanOut.start();
  }

  async stop(): Promise<void> {
    await this.fanOut.stop();
  }

  async settings(actor: Actor): Promise<NotificationSettingsView> {
    const { agentId, workspaceId } = agentOf(actor);
    const [preferences, subs] = await Promise.all([
      this.preferencesOf(workspaceId, agentId),
      this.deps.dataSource.getRepository(PushSubscription).find({ where: { agentId }, order: { createdAt: 'ASC' } }),
    ]);
    return {
      pushPublicKey: this.keys().publicKey,
      emailWindowMinutes: Math.round((this.deps.config.notifications.emailWindowMs / 60_000) * 100) / 100,
      preferences,
      pushSubscriptions: subs.map(view),
    };
  }

  private async preferencesOf(workspaceId: string, agentId: string): Promise<NotificationPreferences> {
    const row = await this.deps.dataSource.getRepository(UserConfiguration).findOneBy({ workspaceId, agentId, key: PREFERENCES_KEY });
    return withDefaults(row?.value);
  }

  /** Each kind given replaces that kind's channels; the others stay as they were. */
  async updatePreferences(actor: Actor, input: unknown): Promise<NotificationPreferences> {
    const { agentId, workspaceId } = agentOf(actor);
    const patch = parseWith(notificationPreferencesPatchSchema, input);
    return this.deps.dataSource.transaction(async (m) => {
      // One writer at a time per agent: two tabs saving different kinds both land.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('notification-preferences:' || $1))`, [agentId]);
      const row = await m.getRepository(UserConfiguration).findOneBy({ workspaceId, agentId, key: PREFERENCES_KEY });
      const next = withDefaults({ ...withDefaults(row?.value), ...patch });
      await m.getRepository(UserConfiguration).upsert({ workspaceId, agentId, key: PREFERENCES_KEY, value: next }, ['workspaceId', 'agentId', 'key']);
      return next;
    });
  }

  /**
   * The browser's subscription (PushSubscription.toJSON()), one row per endpoint: a browser that
   * subscribes again (new keys, or another agent signed in on it) replaces its row.
   */
  async subscribe(actor: Actor, raw: unknown, userAgent?: string): Promise<PushSubscriptionView> {
    const { agentId, workspaceId } = agentOf(actor);
    const input = parseWith(pushSubscribeSchema, raw);
    const endpoint = new URL(input.endpoint);
    if (endpoint.protocol !== 'https:' && !this.deps.config.allowPrivateFetch) throw invalid('request.invalidInput', { endpoint: 'https' });
    const repo = this.deps.dataSource.getRepository(PushSubscription);
    // The console names the browser itself; another client's user agent is kept short as its label.
    const known = await repo.findOneBy({ endpoint: input.endpoint });
    const label = input.label?.trim() || known?.label || (userAgent ?? '').slice(0, 100);
    await repo.upsert(
      {
        workspaceId,
        agentId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        authSecret: input.keys.auth,
        label,
        createdAt: new Date(),
        lastPushAt: null,
      },
      ['endpoint'],
    );
    const saved = await repo.findOneByOrFail({ endpoint: input.endpoint });
    const extra = await repo.find({ where: { agentId }, order: { createdAt: 'DESC' }, skip: MAX_SUBSCRIPTIONS_PER_AGENT });
    if (extra.length > 0) await repo.delete(extra.map((s) => s.id));
    return view(saved);
  }

  async remove(actor: Actor, raw: unknown): Promise<boolean> {
    const { agentId } = agentOf(actor);
    const { id } = parseWith(pushSubscriptionIdSchema, raw);
    const result = await this.deps.dataSource.getRepository(PushSubscription).delete({ id, agentId });
    if (!result.affected) throw notFound('notification.pushSubscriptionNotFound');
    return true;
  }

  /** A console tab gained focus (held FOCUS_HOLD_MS, renewed every minute) or lost it. */
  async reportFocus(actor: Actor, raw: unknown): Promise<boolean> {
    const { agentId } = agentOf(actor);
    const input = parseWith(consoleFocusSchema, raw);
    const repo = this.deps.dataSource.getRepository(ConsoleFocus);
    if (input.focused) await repo.upsert({ agentId, tabId: input.tabId, until: new Date(Date.now() + FOCUS_HOLD_MS) }, ['agentId', 'tabId']);
    else await repo.delete({ agentId, tabId: input.tabId });
    return true;
  }
}
