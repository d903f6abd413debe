import { In } from 'typeorm';
import type { ServiceDeps } from '../../common/deps';
import { AppError, forbidden, invalid, notFound } from '../../common/errors';
import type { Actor } from '../../auth/actor';
import { requirePermission, requireSignedIn } from '../../auth/permissions';
import { randomToken } from '../../auth/tokens';
import { requireName } from '../../common/validate';
import { conversationSubject, domainEvent } from '../../realtime/events';
import { resolveAccess } from '../conversation/conversation-access';
import { ConversationEvents, Outbox, subjectOf } from '../conversation/conversation-events';
import { selectByIds } from '../conversation/conversation-query';
import type { MessageMeta } from '../message/message.entity';
import { MESSAGE_COLUMNS, toMessageView, type MessageRow } from '../message/message-view';
import { ExternalPlatform, FacebookPage } from './platform.entity';
import { responseWindowOpen } from './platform-outbound';
import { DEFAULT_RESPONSE_WINDOW_HOURS, FACEBOOK_MESSAGE_TAGS, hint, type PageInput, type PlatformView, type ReplyRules } from './platform.types';
import { isUuid } from '../../common/sql';

const MAX_WINDOW_HOURS = 24 * 365;

/** Spec §2, §3, §7: external platform connections of a workspace (manageSettings). Every change answers the refreshed list. */
export class PlatformService {
  constructor(private readonly deps: ServiceDeps) {}

  private get ds() {
    return this.deps.dataSource;
  }

  async list(actor: Actor, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const platforms = await this.ds.getRepository(ExternalPlatform).find({ where: { workspaceId: a.workspaceId }, order: { createdAt: 'ASC' } });
    const pages = platforms.length
      ? await this.ds.getRepository(FacebookPage).find({ where: { platformId: In(platforms.map((p) => p.id)) }, order: { createdAt: 'ASC' } })
      : [];
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
      createDate: p.createdAt.getTime(),
    }));
  }

  private async facebook(workspaceId: string, id: string): Promise<ExternalPlatform> {
    if (!isUuid(id)) throw notFound('Platform');
    const platform = await this.ds.getRepository(ExternalPlatform).findOneBy({ id, workspaceId, type: 'facebook' });
    if (!platform) throw notFound('Platform');
    return platform;
  }

  private changed(workspaceId: string, platformId: string) {
    return this.deps.bus.publish(domainEvent('platform.updated', workspaceId, {}, { id: platformId }));
  }

  /** A Facebook connection: its verify token is generated; the app secret may come now or later. */
  async createFacebook(actor: Actor, input: { appSecret?: string }, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const appSecret = (input.appSecret ?? '').trim();
    if (appSecret.length > 200) throw invalid('AppSecret is longer than 200 characters', { appSecret: 'tooLong' });
    const saved = await this.ds.getRepository(ExternalPlatform).save({ workspaceId: a.workspaceId, type: 'facebook', appSecret, verifyToken: randomToken(24) });
    await this.changed(a.workspaceId, saved.id);
    return this.list(actor, origin);
  }

  async updateFacebook(actor: Actor, input: { id: string; appSecret: string }, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const appSecret = requireName(input.appSecret, 'AppSecret', 200);
    const platform = await this.facebook(a.workspaceId, input.id);
    await this.ds.getRepository(ExternalPlatform).update({ id: platform.id }, { appSecret });
    await this.changed(a.workspaceId, platform.id);
    return this.list(actor, origin);
  }

  async deletePlatform(actor: Actor, input: { id: string }, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    if (!isUuid(input.id)) throw notFound('Platform');
    const result = await this.ds.getRepository(ExternalPlatform).delete({ id: input.id, workspaceId: a.workspaceId });
    if (!result.affected) throw notFound('Platform');
    await this.changed(a.workspaceId, input.id);
    return this.list(actor, origin);
  }

  /** Spec §5: page name, page id (on create) and access token are required; the window defaults to 24 hours. */
  async upsertPage(actor: Actor, input: PageInput, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const platform = await this.facebook(a.workspaceId, input.id);
    const pageId = requireName(input.pageId, 'pageId', 100);
    if (!/^[0-9A-Za-z_-]+$/.test(pageId)) throw invalid('pageId is not valid', { pageId: 'invalid' });
    const name = requireName(input.name, 'name', 200);
    const repo = this.ds.getRepository(FacebookPage);
    const existing = await repo.findOneBy({ platformId: platform.id, pageId });
    const accessToken = input.accessToken?.trim() || existing?.accessToken || '';
    if (!accessToken) throw invalid('Please input accessToken', { accessToken: 'required' });
    const hours = input.responseWindowHours ?? existing?.responseWindowHours ?? DEFAULT_RESPONSE_WINDOW_HOURS;
    if (!Number.isInteger(hours) || hours < 1 || hours > MAX_WINDOW_HOURS) {
      throw invalid('responseWindowHours must be a whole number of hours from 1 to 8760', { responseWindowHours: 'invalid' });
    }
    const tags = input.tags ?? existing?.tags ?? [];
    for (const t of tags) {
      if (!(FACEBOOK_MESSAGE_TAGS as readonly string[]).includes(t.tag)) throw invalid('Unknown message tag', { tags: 'unknown' });
    }
    const clean = tags.map((t) => ({ tag: t.tag, name: String(t.name ?? '').slice(0, 100), description: String(t.description ?? '').slice(0, 500) }));
    await repo.save({ platformId: platform.id, pageId, workspaceId: a.workspaceId, name, accessToken, responseWindowHours: hours, tags: clean });
    await this.changed(a.workspaceId, platform.id);
    return this.list(actor, origin);
  }

  /**
   * A reply whose delivery failed goes again (an agent or token who may read its conversation):
   * pending, then the send job. A sent or pending one is left alone.
   */
  async retryDelivery(actor: Actor, messageId: string): Promise<void> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('Only agents retry a delivery');
    if (!isUuid(messageId)) throw notFound('Message');
    const outbox = new Outbox(a.workspaceId);
    await this.ds.transaction(async (m) => {
      const [found]: MessageRow[] = await m.query(`SELECT ${MESSAGE_COLUMNS} FROM message WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL`, [
        messageId,
        a.workspaceId,
      ]);
      if (!found) throw notFound('Message');
      const access = await resolveAccess(m, a);
      const [row] = await selectByIds(m, access, [found.conversation_id], { lock: true, readers: true });
      if (!row) throw notFound('Message');
      if ((found.meta as MessageMeta).delivery?.status !== 'failed') throw new AppError('CONFLICT', 'This message is not waiting for a retry');
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
    if (!isUuid(conversationId)) throw notFound('Conversation');
    const access = await resolveAccess(this.ds.manager, a);
    const [row] = await selectByIds(this.ds.manager, access, [conversationId]);
    if (!row) throw notFound('Conversation');
    if (row.source !== 'facebook' || !row.external_platform_id || !row.external_channel_id) return null;
    const page = await this.ds.getRepository(FacebookPage).findOneBy({ platformId: row.external_platform_id, pageId: row.external_channel_id });
    return {
      platformType: 'facebook',
      channelName: page?.name ?? row.external_channel_id,
      responseWindowHours: page?.responseWindowHours ?? DEFAULT_RESPONSE_WINDOW_HOURS,
      windowOpen: await responseWindowOpen(this.ds.manager, row),
      messageTags: page?.tags.length ? page.tags : FACEBOOK_MESSAGE_TAGS.map((tag) => ({ tag, name: '', description: '' })),
    };
  }

  async deletePage(actor: Actor, input: { id: string; pageId: string }, origin?: string): Promise<PlatformView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const platform = await this.facebook(a.workspaceId, input.id);
    const result = await this.ds.getRepository(FacebookPage).delete({ platformId: platform.id, pageId: input.pageId });
    if (!result.affected) throw notFound('Page');
    await this.changed(a.workspaceId, platform.id);
    return this.list(actor, origin);
  }
}
