import { In, type EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { AppError, forbidden, invalid, notFound, msg } from '../../common/errors';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requirePermission, requireSignedIn } from '../../auth/permissions';
import { randomToken } from '../../auth/tokens';
import { requireName } from '../../common/validate';
import { conversationSubject, domainEvent } from '../../core/events/events';
import { resolveAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { selectByIds } from '../conversation/conversation-query';
import type { MessageMeta } from '../message/message.entity';
import { MESSAGE_COLUMNS, toMessageView, type MessageRow } from '../message/message-view';
import { checkPageToken } from './page-token';
import { ExternalPlatform, FacebookPage, PlatformChannel } from './platform.entity';
import { cleanTemplates } from './channel-templates';
import { responseWindowOpen } from './platform-outbound';
import {
  DEFAULT_RESPONSE_WINDOW_HOURS,
  FACEBOOK_MESSAGE_TAGS,
  hint,
  type ChannelInput,
  type PageInput,
  type PlatformView,
  type ReplyRules,
} from './platform.types';
import { isUuid } from '../../common/sql';
import { auditActor, record, type AuditRecord } from '../audit/audit-record';

const MAX_WINDOW_HOURS = 24 * 365;

/** Spec §2, §3, §7: external platform connections of a workspace (manageSettings). Every change answers the refreshed list. */
export class PlatformService {
  constructor(private readonly deps: ServiceDeps) {}

  private get ds() {
    return this.deps.dataSource;
  }

  /** `revealed`: the platform just created, whose webhook secret this one answer carries in full. */
  async list(actor: Actor, origin?: string, revealed?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const platforms = await this.ds.getRepository(ExternalPlatform).find({ where: { workspaceId: a.workspaceId }, order: { createdAt: 'ASC' } });
    const ids = platforms.map((p) => p.id);
    const pages = ids.length ? await this.ds.getRepository(FacebookPage).find({ where: { platformId: In(ids) }, order: { createdAt: 'ASC' } }) : [];
    const channels = ids.length ? await this.ds.getRepository(PlatformChannel).find({ where: { platformId: In(ids) }, order: { createdAt: 'ASC' } }) : [];
    // Where platforms call us: PUBLIC_URL when set, else the address the console was reached at.
    const base = this.deps.config.publicUrl ?? origin ?? '';
    return platforms.map((p) => ({
      id: p.id,
      type: p.type,
      appSecretHint: p.type === 'facebook' ? hint(p.appSecret) : null,
      verifyToken: p.type === 'facebook' ? p.verifyToken : null,
      webhookUrl: p.type === 'facebook' ? `${base}/webhooks/facebook/${p.id}` : null,
      pages: pages
        .filter((page) => page.platformId === p.id)
        .map((page) => ({
          pageId: page.pageId,
          name: page.name,
          accessTokenHint: hint(page.accessToken),
          responseWindowHours: page.responseWindowHours,
          tags: page.tags,
        })),
      organizationId: p.type === 'sanuker' ? p.organizationId : null,
      projectGChannelId: p.type === 'sanuker' ? p.projectGChannelId : null,
      accessTokenHint: p.type === 'sanuker' ? hint(p.accessToken) : null,
      liveChatWebhook: p.type === 'sanuker' ? `${base}/webhooks/provider/${p.id}/livechat` : null,
      relayWebhook: p.type === 'sanuker' ? `${base}/webhooks/provider/${p.id}/relay` : null,
      sendWebhook: p.type === 'sanuker' ? p.sendUrl : null,
      webhookSecretHint: p.type === 'sanuker' ? hint(p.webhookSecret) : null,
      webhookSecret: revealed === p.id ? p.webhookSecret : null,
      channels: channels
        .filter((c) => c.platformId === p.id)
        .map((c) => ({
          channelId: c.channelId,
          name: c.name,
          platformType: c.platformType,
          accountId: c.accountId,
          namespace: c.namespace,
          responseWindowHours: c.responseWindowHours,
          templates: c.templates,
        })),
      createDate: p.createdAt.getTime(),
    }));
  }

  private async facebook(workspaceId: string, id: string): Promise<ExternalPlatform> {
    if (!isUuid(id)) throw notFound('platform.notFound');
    const platform = await this.ds.getRepository(ExternalPlatform).findOneBy({ id, workspaceId, type: 'facebook' });
    if (!platform) throw notFound('platform.notFound');
    return platform;
  }

  /** One platform change and its audit record, in one transaction. */
  private write<T>(a: AuthenticatedActor, fn: (m: EntityManager) => Promise<T>, audit: (result: T) => Omit<AuditRecord, 'actor'>): Promise<T> {
    return this.ds.transaction(async (m) => {
      const result = await fn(m);
      await record(m, { actor: auditActor(a), ...audit(result) });
      return result;
    });
  }

  private changed(workspaceId: string, platformId: string) {
    return this.deps.bus.publish(domainEvent('platform.updated', workspaceId, {}, { id: platformId }));
  }

  /** A Facebook connection: its verify token is generated; the app secret may come now or later. */
  async createFacebook(actor: Actor, input: { appSecret?: string }, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const appSecret = (input.appSecret ?? '').trim();
    if (appSecret.length > 200) throw invalid(msg('common.isLongerThanCharacters', { field: 'AppSecret', max: '200' }), { appSecret: 'tooLong' });
    const saved = await this.write(
      a,
      (m) => m.getRepository(ExternalPlatform).save({ workspaceId: a.workspaceId, type: 'facebook', appSecret, verifyToken: randomToken(24) }),
      (p) => ({ action: 'platform.connected', target: { type: 'platform', id: p.id }, detail: { type: 'facebook' } }),
    );
    await this.changed(a.workspaceId, saved.id);
    return this.list(actor, origin);
  }

  async updateFacebook(actor: Actor, input: { id: string; appSecret: string }, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const appSecret = requireName(input.appSecret, 'AppSecret', 200);
    const platform = await this.facebook(a.workspaceId, input.id);
    await this.write(
      a,
      (m) => m.update(ExternalPlatform, { id: platform.id }, { appSecret }),
      () => ({ action: 'platform.updated', target: { type: 'platform', id: platform.id }, detail: { type: 'facebook', fields: ['appSecret'] } }),
    );
    await this.changed(a.workspaceId, platform.id);
    return this.list(actor, origin);
  }

  /** A provider platform: its webhook secret generated (shown in full in this answer only), replies posted to PROVIDER_API_URL. */
  async createSanuker(actor: Actor, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const saved = await this.write(
      a,
      (m) =>
        m.getRepository(ExternalPlatform).save({
          workspaceId: a.workspaceId,
          type: 'sanuker',
          webhookSecret: randomToken(32),
          sendUrl: `${this.deps.config.providerApiUrl}/messages`,
        }),
      (p) => ({ action: 'platform.connected', target: { type: 'platform', id: p.id }, detail: { type: 'sanuker' } }),
    );
    await this.changed(a.workspaceId, saved.id);
    return this.list(actor, origin, saved.id);
  }

  /** Spec §7 sanuker/update: the access token (required when given), or the organization and project ids. */
  async updateSanuker(
    actor: Actor,
    input: { id: string; accessToken?: string; organizationId?: string; projectGChannelId?: string },
    origin?: string,
  ): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const platform = await this.provider(a.workspaceId, input.id);
    const patch: Partial<ExternalPlatform> = {};
    if (input.accessToken !== undefined) patch.accessToken = requireName(input.accessToken, 'accessToken', 2000);
    if (input.organizationId !== undefined) patch.organizationId = input.organizationId.trim().slice(0, 200) || null;
    if (input.projectGChannelId !== undefined) patch.projectGChannelId = input.projectGChannelId.trim().slice(0, 200) || null;
    if (Object.keys(patch).length === 0) throw invalid(msg('common.pleaseInput', { field: 'accessToken' }), { accessToken: 'required' });
    // The ids' values are recorded, the access token only by name.
    const ids = (['organizationId', 'projectGChannelId'] as const).filter((k) => k in patch);
    await this.write(
      a,
      (m) => m.update(ExternalPlatform, { id: platform.id }, patch),
      () => ({
        action: 'platform.updated',
        target: { type: 'platform', id: platform.id },
        detail: {
          type: 'sanuker',
          fields: Object.keys(patch),
          ...(ids.length ? { before: Object.fromEntries(ids.map((k) => [k, platform[k]])), after: Object.fromEntries(ids.map((k) => [k, patch[k]])) } : {}),
        },
      }),
    );
    await this.changed(a.workspaceId, platform.id);
    return this.list(actor, origin);
  }

  /** Spec §5, §7: channel id (fixed once created), name and platform type required; templates replace the list. */
  async upsertChannel(actor: Actor, input: ChannelInput, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const platform = await this.provider(a.workspaceId, input.id);
    const channelId = requireName(input.channelId, 'channelId', 200);
    const name = requireName(input.name, 'name', 200);
    if (input.platformType !== 'whatsapp' && input.platformType !== 'facebook') {
      throw invalid(msg('common.pleaseInput', { field: 'platformType' }), { platformType: 'required' });
    }
    const platformType = input.platformType;
    const repo = this.ds.getRepository(PlatformChannel);
    const existing = await repo.findOneBy({ platformId: platform.id, channelId });
    const hours = input.responseWindowHours ?? existing?.responseWindowHours ?? DEFAULT_RESPONSE_WINDOW_HOURS;
    if (!Number.isInteger(hours) || hours < 0 || hours > MAX_WINDOW_HOURS) {
      throw invalid('platform.responseWindowHoursMustBeAWholeNumber', { responseWindowHours: 'invalid' });
    }
    const templates = cleanTemplates(input.templates ?? existing?.templates ?? []);
    await this.write(
      a,
      (m) =>
        m.getRepository(PlatformChannel).save({
          platformId: platform.id,
          channelId,
          workspaceId: a.workspaceId,
          name,
          platformType,
          accountId: input.accountId?.trim() || null,
          namespace: input.namespace?.trim() || null,
          responseWindowHours: hours,
          templates,
        }),
      () => ({
        action: 'platform.updated',
        target: { type: 'platform', id: platform.id },
        detail: { type: 'sanuker', change: existing ? 'channelUpdated' : 'channelAdded', channel: { id: channelId, name } },
      }),
    );
    await this.changed(a.workspaceId, platform.id);
    return this.list(actor, origin);
  }

  async deleteChannel(actor: Actor, input: { id: string; channelId: string }, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const platform = await this.provider(a.workspaceId, input.id);
    await this.write(
      a,
      async (m) => {
        const result = await m.delete(PlatformChannel, { platformId: platform.id, channelId: input.channelId });
        if (!result.affected) throw notFound('platform.channelNotFound');
      },
      () => ({
        action: 'platform.updated',
        target: { type: 'platform', id: platform.id },
        detail: { type: 'sanuker', change: 'channelRemoved', channel: { id: input.channelId } },
      }),
    );
    await this.changed(a.workspaceId, platform.id);
    return this.list(actor, origin);
  }

  private async provider(workspaceId: string, id: string): Promise<ExternalPlatform> {
    if (!isUuid(id)) throw notFound('platform.notFound');
    const platform = await this.ds.getRepository(ExternalPlatform).findOneBy({ id, workspaceId, type: 'sanuker' });
    if (!platform) throw notFound('platform.notFound');
    return platform;
  }

  async deletePlatform(actor: Actor, input: { id: string }, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    if (!isUuid(input.id)) throw notFound('platform.notFound');
    await this.write(
      a,
      async (m) => {
        const platform = await m.findOneBy(ExternalPlatform, { id: input.id, workspaceId: a.workspaceId });
        if (!platform) throw notFound('platform.notFound');
        await m.delete(ExternalPlatform, { id: platform.id });
        return platform;
      },
      (p) => ({ action: 'platform.disconnected', target: { type: 'platform', id: p.id }, detail: { type: p.type } }),
    );
    await this.changed(a.workspaceId, input.id);
    return this.list(actor, origin);
  }

  /** Spec §5: page name, page id (on create) and access token are required; the window defaults to 24 hours. */
  async upsertPage(actor: Actor, input: PageInput, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const platform = await this.facebook(a.workspaceId, input.id);
    const pageId = requireName(input.pageId, 'pageId', 100);
    if (!/^[0-9A-Za-z_-]+$/.test(pageId)) throw invalid('platform.pageIdIsNotValid', { pageId: 'invalid' });
    const name = requireName(input.name, 'name', 200);
    const repo = this.ds.getRepository(FacebookPage);
    const existing = await repo.findOneBy({ platformId: platform.id, pageId });
    const accessToken = input.accessToken?.trim() || existing?.accessToken || '';
    if (!accessToken) throw invalid(msg('common.pleaseInput', { field: 'accessToken' }), { accessToken: 'required' });
    const hours = input.responseWindowHours ?? existing?.responseWindowHours ?? DEFAULT_RESPONSE_WINDOW_HOURS;
    if (!Number.isInteger(hours) || hours < 0 || hours > MAX_WINDOW_HOURS) {
      throw invalid('platform.responseWindowHoursMustBeAWholeNumber', { responseWindowHours: 'invalid' });
    }
    const tags = input.tags ?? existing?.tags ?? [];
    for (const t of tags) {
      if (!(FACEBOOK_MESSAGE_TAGS as readonly string[]).includes(t.tag)) throw invalid('platform.unknownMessageTag', { tags: 'unknown' });
    }
    const clean = tags.map((t) => ({ tag: t.tag, name: String(t.name ?? '').slice(0, 100), description: String(t.description ?? '').slice(0, 500) }));
    if (accessToken !== existing?.accessToken) await checkPageToken(this.deps.config.facebookGraphUrl, pageId, accessToken);
    await this.write(
      a,
      (m) =>
        m
          .getRepository(FacebookPage)
          .save({ platformId: platform.id, pageId, workspaceId: a.workspaceId, name, accessToken, responseWindowHours: hours, tags: clean }),
      () => ({
        action: 'platform.updated',
        target: { type: 'platform', id: platform.id },
        detail: {
          type: 'facebook',
          change: existing ? 'pageUpdated' : 'pageAdded',
          page: { id: pageId, name },
          accessTokenChanged: existing?.accessToken !== accessToken,
        },
      }),
    );
    await this.changed(a.workspaceId, platform.id);
    return this.list(actor, origin);
  }

  /**
   * A reply whose delivery failed goes again (an agent or token who may read its conversation):
   * pending, then the send job. A sent or pending one is left alone.
   */
  async retryDelivery(actor: Actor, messageId: string): Promise<void> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('platform.onlyAgentsRetryADelivery');
    if (!isUuid(messageId)) throw notFound('message.notFound');
    const outbox = new Outbox(a.workspaceId);
    await this.ds.transaction(async (m) => {
      const [found]: MessageRow[] = await m.query(`SELECT ${MESSAGE_COLUMNS} FROM message WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL`, [
        messageId,
        a.workspaceId,
      ]);
      if (!found) throw notFound('message.notFound');
      const access = await resolveAccess(m, a);
      const [row] = await selectByIds(m, access, [found.conversation_id], { lock: true, readers: true });
      if (!row) throw notFound('message.notFound');
      if ((found.meta as MessageMeta).delivery?.status !== 'failed') throw new AppError('CONFLICT', 'platform.thisMessageIsNotWaitingFor');
      const [[updated]]: [MessageRow[], number] = await m.query(
        `UPDATE message SET meta = jsonb_set(meta, '{delivery}', $2::jsonb), updated_at = date_trunc('milliseconds', clock_timestamp())
         WHERE id = $1 RETURNING ${MESSAGE_COLUMNS}`,
        [messageId, JSON.stringify({ status: 'pending' })],
      );
      await this.deps.jobs.send('platform-send', { workspaceId: a.workspaceId, messageId }, { manager: m });
      outbox.add(ConversationEvents.messageUpdated, conversationSubject(subjectOf(row), { internal: false }), { ...toMessageView(updated!) });
    });
    await outbox.publish(this.deps.bus);
  }

  /**
   * How a reply in this conversation reaches its customer, for the composer: the page, whether its
   * response window is open now and the message tags it offers outside it. Null for conversations
   * that stay here (web, api).
   */
  async replyRules(actor: Actor, conversationId: string): Promise<ReplyRules | null> {
    const a = requireSignedIn(actor);
    if (!isUuid(conversationId)) throw notFound('conversation.notFound');
    const access = await resolveAccess(this.ds.manager, a);
    const [row] = await selectByIds(this.ds.manager, access, [conversationId]);
    if (!row) throw notFound('conversation.notFound');
    if (!row.external_platform_id || !row.external_channel_id) return null;
    if (row.source === 'facebook') {
      const page = await this.ds.getRepository(FacebookPage).findOneBy({ platformId: row.external_platform_id, pageId: row.external_channel_id });
      return {
        platformType: 'facebook',
        templates: [],
        channelName: page?.name ?? row.external_channel_id,
        responseWindowHours: page?.responseWindowHours ?? DEFAULT_RESPONSE_WINDOW_HOURS,
        windowOpen: await responseWindowOpen(this.ds.manager, row),
        messageTags: page?.tags.length ? page.tags : FACEBOOK_MESSAGE_TAGS.map((tag) => ({ tag, name: '', description: '' })),
      };
    }
    if (row.source !== 'whatsapp' && row.source !== 'sanuker') return null;
    const channel = await this.ds.getRepository(PlatformChannel).findOneBy({ platformId: row.external_platform_id, channelId: row.external_channel_id });
    return {
      platformType: channel?.platformType ?? (row.source === 'whatsapp' ? 'whatsapp' : 'facebook'),
      templates: channel?.templates ?? [],
      channelName: channel?.name ?? row.external_channel_id,
      responseWindowHours: channel?.responseWindowHours ?? DEFAULT_RESPONSE_WINDOW_HOURS,
      windowOpen: await responseWindowOpen(this.ds.manager, row),
      messageTags: [],
    };
  }

  async deletePage(actor: Actor, input: { id: string; pageId: string }, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const platform = await this.facebook(a.workspaceId, input.id);
    await this.write(
      a,
      async (m) => {
        const result = await m.delete(FacebookPage, { platformId: platform.id, pageId: input.pageId });
        if (!result.affected) throw notFound('platform.pageNotFound');
      },
      () => ({
        action: 'platform.updated',
        target: { type: 'platform', id: platform.id },
        detail: { type: 'facebook', change: 'pageRemoved', page: { id: input.pageId } },
      }),
    );
    await this.changed(a.workspaceId, platform.id);
    return this.list(actor, origin);
  }
}
