import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { AppConfig } from '../../config/env';
import type { EventBus } from '../../core/events/event-bus';
import type { FileService } from '../file/file.service';
import { MessageType } from '../message/message.entity';
import { FacebookGraph } from './facebook-graph';
import { fetchAttachment, type AttachmentKind } from './platform-attachment';
import type { MessagingEvent } from './facebook-webhook';
import { ExternalPlatform, FacebookPage, PlatformChannel, PlatformEvent } from './platform.entity';
import { storeInbound, type InboundDelivery, type InboundPart } from './platform-inbound';
import type { ProviderEvent } from './provider-webhook';
import type { JobPayloads, JobQueue } from '../../core/jobs/job-queue';

interface InboundDeps {
  config: AppConfig;
  services: { file: FileService };
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  jobs: JobQueue;
}

const MAX_TEXT = 5000;
const KINDS: readonly AttachmentKind[] = ['image', 'audio', 'video', 'file'];

/** The messages a Facebook messaging event becomes: its text, each attachment (stored, or failed with its reason), or the postback pressed. */
async function facebookParts(deps: InboundDeps, workspaceId: string, event: MessagingEvent): Promise<InboundPart[]> {
  const parts: InboundPart[] = [];
  const text = event.message?.text?.trim();
  if (text) parts.push({ meta: { type: MessageType.text, content: text.slice(0, MAX_TEXT) } });
  const attachmentDeps = { config: deps.config, storage: deps.services.file.storage, logger: deps.logger };
  for (const attachment of event.message?.attachments ?? []) {
    const url = attachment.payload?.url;
    const kind = (attachment.type ?? 'file') as AttachmentKind;
    // Locations, stickers' fallbacks and the like carry no file of ours to keep.
    if (typeof url !== 'string' || !url || !KINDS.includes(kind)) continue;
    parts.push(await fetchAttachment(attachmentDeps, workspaceId, kind, url));
  }
  if (event.postback) {
    const payload = String(event.postback.payload ?? '').slice(0, 1000);
    const title = String(event.postback.title ?? '').trim() || payload;
    if (title) parts.push({ meta: { type: MessageType.text, content: title.slice(0, MAX_TEXT), postback: { payload } } });
  }
  return parts;
}

/** The messages a provider event becomes (docs/provider-webhook.md): text, a file fetched into our storage, a template reply. */
async function providerParts(deps: InboundDeps, workspaceId: string, event: ProviderEvent): Promise<InboundPart[]> {
  const message = event.message ?? {};
  const type = String(message.type ?? '');
  const text = String(message.text ?? '').trim();
  if (type === 'text') return text ? [{ meta: { type: MessageType.text, content: text.slice(0, MAX_TEXT) } }] : [];
  if (type === 'templateReply') {
    const payload = String(message.payload ?? '').slice(0, 1000);
    const content = text || payload;
    return content ? [{ meta: { type: MessageType.text, content: content.slice(0, MAX_TEXT), postback: { payload } } }] : [];
  }
  if ((type === 'image' || type === 'file' || type === 'audio') && typeof message.url === 'string' && message.url) {
    return facebookParts(deps, workspaceId, { message: { attachments: [{ type, payload: { url: message.url } }] } });
  }
  return [];
}

/** Marks an event done without messages (a page or channel that is not connected any more). */
async function drop(deps: InboundDeps, event: PlatformEvent, why: Record<string, unknown>): Promise<void> {
  deps.logger.warn(why, 'platform delivery for a page or channel that is not connected: dropped');
  await deps.dataSource.query('UPDATE platform_event SET processed_at = now() WHERE id = $1', [event.id]);
}

async function facebookDelivery(deps: InboundDeps, platform: ExternalPlatform, event: PlatformEvent): Promise<InboundDelivery | null> {
  const messaging = event.payload as MessagingEvent;
  const pageId = String(messaging.recipient?.id ?? '');
  const psid = String(messaging.sender?.id ?? '');
  const page = await deps.dataSource.getRepository(FacebookPage).findOneBy({ platformId: platform.id, pageId });
  if (!page) {
    await drop(deps, event, { platformId: platform.id, pageId });
    return null;
  }
  const parts = await facebookParts(deps, event.workspaceId, messaging);
  const known: unknown[] = await deps.dataSource.query('SELECT 1 FROM platform_identity WHERE platform_id = $1 AND external_id = $2', [platform.id, psid]);
  const displayName = known.length ? undefined : ((await new FacebookGraph(deps.config.facebookGraphUrl).name(psid, page.accessToken)) ?? undefined);
  return {
    workspaceId: event.workspaceId,
    platformId: platform.id,
    channelId: pageId,
    source: 'facebook',
    externalUserId: psid,
    displayName,
    eventId: event.id,
    parts,
    sentAt: messaging.timestamp,
  };
}

async function providerDelivery(deps: InboundDeps, platform: ExternalPlatform, event: PlatformEvent): Promise<InboundDelivery | null> {
  const body = event.payload as ProviderEvent;
  const channelId = String(body.channelId ?? '');
  const channel = await deps.dataSource.getRepository(PlatformChannel).findOneBy({ platformId: platform.id, channelId });
  if (!channel) {
    await drop(deps, event, { platformId: platform.id, channelId });
    return null;
  }
  const customerId = String(body.customer?.id ?? '');
  return {
    workspaceId: event.workspaceId,
    platformId: platform.id,
    channelId,
    source: channel.platformType === 'whatsapp' ? 'whatsapp' : 'sanuker',
    externalUserId: customerId,
    displayName: body.customer?.name,
    whatsappId: channel.platformType === 'whatsapp' ? (body.customer?.whatsappId ?? customerId) : undefined,
    eventId: event.id,
    parts: await providerParts(deps, event.workspaceId, body),
    sentAt: body.timestamp,
  };
}

/**
 * A stored platform delivery becomes messages (spec §1 sources): the customer found by their
 * platform id or created (named from their profile when the platform says), the open conversation
 * of that page or channel found or started, attachments fetched into our storage. A delivery for a
 * page or channel that is no longer connected is dropped with a warning.
 */
export async function runPlatformInbound(deps: InboundDeps, job: JobPayloads['platform-inbound']): Promise<void> {
  const event = await deps.dataSource.getRepository(PlatformEvent).findOneBy({ id: job.eventId });
  if (!event || event.processedAt) return;
  const platform = await deps.dataSource.getRepository(ExternalPlatform).findOneBy({ id: event.platformId });
  if (!platform) return;
  const delivery = platform.type === 'facebook' ? await facebookDelivery(deps, platform, event) : await providerDelivery(deps, platform, event);
  if (!delivery) return;
  // The platform's own send time (never in the future): the response window counts from it.
  const sentAt = Number(delivery.sentAt);
  if (Number.isFinite(sentAt) && sentAt > 0) for (const part of delivery.parts) part.meta.platformTime = Math.min(sentAt, Date.now());
  const stored = await storeInbound(deps, delivery);
  // Another run got there first: the files this one fetched are not used.
  if (!stored) await Promise.allSettled(delivery.parts.flatMap((p) => (p.file ? [deps.services.file.storage.delete(p.file.key)] : [])));
}
