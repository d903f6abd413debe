import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { AppConfig } from '../../config/env';
import type { EventBus } from '../../core/events/event-bus';
import { conversationSubject, domainEvent } from '../../core/events/events';
import type { FileService } from '../file/file.service';
import { systemAccess } from '../conversation/conversation-access';
import { ConversationEvents, subjectOf } from '../conversation/conversation-events';
import { selectByIds } from '../conversation/conversation-query';
import { MessageFile } from '../message/message-file.entity';
import type { MessageMeta, PlatformDelivery } from '../message/message.entity';
import { MESSAGE_COLUMNS, toMessageView, type MessageRow } from '../message/message-view';
import { FacebookGraph, GraphError, type SendBody } from './facebook-graph';
import { ExternalPlatform, FacebookPage, PlatformChannel } from './platform.entity';
import { providerSend, type ProviderMessage } from './provider-api';
import { formQuickReplies, platformText } from './platform-text';
import type { JobPayloads } from '../../core/jobs/job-queue';

interface SendDeps {
  config: AppConfig;
  services: { file: FileService };
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
}

async function streamToBuffer(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** What the Send API is given for a message: its text, or its file uploaded with it. */
async function bodyFor(deps: SendDeps, row: MessageRow, recipientId: string): Promise<SendBody> {
  const meta = row.meta as MessageMeta;
  const tag = meta.messageTag;
  if (meta.type === 1) return { recipientId, tag, text: meta.content ?? '' };
  const text = platformText(meta);
  if (text !== null) return { recipientId, tag, text, quickReplies: formQuickReplies(row.id, meta) };
  const file = await deps.dataSource.getRepository(MessageFile).findOneBy({ messageId: row.id });
  const stored = file ? await deps.services.file.storage.get(file.storageKey) : null;
  if (!file || !stored) throw new GraphError('refused', 'The file of this message is missing');
  const type = meta.type === 2 ? 'audio' : file.contentType.startsWith('image/') ? 'image' : file.contentType.startsWith('video/') ? 'video' : 'file';
  return { recipientId, tag, attachment: { type, name: file.name, contentType: file.contentType, bytes: await streamToBuffer(stored.body) } };
}

/** A provider reply: its text, its template with the parameter values in order, or its file inline. */
async function providerMessageFor(deps: SendDeps, row: MessageRow, channel: PlatformChannel): Promise<ProviderMessage> {
  const meta = row.meta as MessageMeta;
  if (meta.type === 21 && meta.template) {
    const template = channel.templates.find((t) => t.key === meta.template!.key);
    const params = (template?.params ?? []).map((p) => ({
      component: p.component,
      index: p.index,
      value: meta.template!.displayParams?.find((d) => d.name === p.name)?.value ?? '',
    }));
    return { type: 'template', template: { key: meta.template.key ?? '', namespace: channel.namespace, params } };
  }
  if (meta.type === 1) return { type: 'text', text: meta.content ?? '' };
  const text = platformText(meta);
  if (text !== null) return { type: 'text', text };
  const body = await bodyFor(deps, row, '');
  const a = body.attachment!;
  return { type: a.type === 'video' ? 'file' : a.type, fileName: a.name, contentType: a.contentType, data: a.bytes.toString('base64') };
}

const channelTypeOf = (source: string): string => (source === 'whatsapp' ? 'whatsapp' : 'facebook');

/** Spec §3 customer.externalPlatformLastSent: the platform and channel last used with them, one entry per platform. */
async function rememberChannel(deps: SendDeps, customerId: string, entry: { platformId: string; channelId: string; platformType: string }): Promise<void> {
  await deps.dataSource.query(
    `UPDATE customer SET external_platform_last_sent =
       (SELECT COALESCE(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(external_platform_last_sent) e WHERE e->>'platformId' <> $2) || jsonb_build_array($3::jsonb)
     WHERE id = $1`,
    [customerId, entry.platformId, JSON.stringify(entry)],
  );
}

/** Records how the delivery went in the message's meta and tells its readers (message.updated). */
async function settle(deps: SendDeps, workspaceId: string, messageId: string, delivery: PlatformDelivery): Promise<void> {
  const [[row]]: [MessageRow[], number] = await deps.dataSource.query(
    `UPDATE message SET meta = jsonb_set(meta, '{delivery}', $2::jsonb), updated_at = date_trunc('milliseconds', clock_timestamp())
     WHERE id = $1 RETURNING ${MESSAGE_COLUMNS}`,
    [messageId, JSON.stringify(delivery)],
  );
  if (!row) return;
  const [conversation] = await selectByIds(deps.dataSource.manager, systemAccess(workspaceId), [row.conversation_id], { readers: true });
  if (!conversation) return;
  const subject = conversationSubject(subjectOf(conversation), { internal: false });
  await deps.bus.publish(domainEvent(ConversationEvents.messageUpdated, workspaceId, subject, { ...toMessageView(row) }));
}

/**
 * An agent's reply in a Facebook conversation, sent with the page's token (RESPONSE inside the
 * window, MESSAGE_TAG with the chosen tag outside it). The platform's refusals (expired token,
 * closed window, rate limit) end as a failed delivery with the reason, shown to the agent with a
 * retry; a sent message is never sent again.
 */
export async function runPlatformSend(deps: SendDeps, job: JobPayloads['platform-send']): Promise<void> {
  const [row]: MessageRow[] = await deps.dataSource.query(`SELECT ${MESSAGE_COLUMNS} FROM message WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL`, [
    job.messageId,
    job.workspaceId,
  ]);
  const delivery = (row?.meta as MessageMeta | undefined)?.delivery;
  if (!row || delivery?.status !== 'pending') return;
  const [conversation] = await selectByIds(deps.dataSource.manager, systemAccess(job.workspaceId), [row.conversation_id]);
  const markFailed = (reason: string, detail: string) => settle(deps, job.workspaceId, row.id, { status: 'failed', reason, detail, at: Date.now() });
  if (!conversation?.external_platform_id || !conversation.external_channel_id || !conversation.customer_id)
    return markFailed('refused', 'Not a platform conversation');
  const platform = await deps.dataSource.getRepository(ExternalPlatform).findOneBy({ id: conversation.external_platform_id });
  if (!platform) return markFailed('refused', 'The platform is no longer connected');
  const [identity]: { external_id: string }[] = await deps.dataSource.query(
    'SELECT external_id FROM platform_identity WHERE platform_id = $1 AND customer_id = $2 LIMIT 1',
    [conversation.external_platform_id, conversation.customer_id],
  );
  if (!identity) return markFailed('refused', 'The customer has no id on this platform');
  try {
    let externalId: string;
    if (platform.type === 'facebook') {
      const page = await deps.dataSource.getRepository(FacebookPage).findOneBy({ platformId: platform.id, pageId: conversation.external_channel_id });
      if (!page) return markFailed('refused', 'The page is no longer connected');
      externalId = await new FacebookGraph(deps.config.facebookGraphUrl).send(page.accessToken, await bodyFor(deps, row, identity.external_id));
    } else {
      const channel = await deps.dataSource.getRepository(PlatformChannel).findOneBy({ platformId: platform.id, channelId: conversation.external_channel_id });
      if (!channel || !platform.sendUrl) return markFailed('refused', 'The channel is no longer connected');
      externalId = await providerSend(platform.sendUrl, platform.accessToken, {
        channelId: channel.channelId,
        accountId: channel.accountId,
        to: identity.external_id,
        message: await providerMessageFor(deps, row, channel),
      });
    }
    await settle(deps, job.workspaceId, row.id, { status: 'sent', externalId, at: Date.now() });
    await rememberChannel(deps, conversation.customer_id, {
      platformId: platform.id,
      channelId: conversation.external_channel_id,
      platformType: platform.type === 'facebook' ? 'facebook' : channelTypeOf(conversation.source),
    });
  } catch (err) {
    if (!(err instanceof GraphError)) throw err;
    deps.logger.warn({ messageId: row.id, reason: err.reason }, 'the platform refused a reply');
    await markFailed(err.reason, err.detail);
  }
}
