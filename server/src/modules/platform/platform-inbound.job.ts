import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { AppConfig } from '../../config/env';
import type { EventBus } from '../../core/events/event-bus';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../common/errors';
import type { FileService } from '../file/file.service';
import type { MessageService } from '../message/message.service';
import { MessageType } from '../message/message.entity';
import { FacebookGraph } from './facebook-graph';
import { fetchAttachment, type AttachmentKind } from './platform-attachment';
import { eventKindOf, type MessagingAttachment, type MessagingEvent } from './facebook-webhook';
import { ExternalPlatform, FacebookPage, PlatformChannel, PlatformEvent } from './platform.entity';
import { storeInbound, type InboundDelivery, type InboundPart } from './platform-inbound';
import { formAnswerOf } from './platform-text';
import type { ProviderEvent } from './provider-webhook';
import type { JobPayloads, JobQueue } from '../../core/jobs/job-queue';

interface InboundDeps {
  config: AppConfig;
  services: { file: FileService; message: Pick<MessageService, 'answerInlineInput'> };
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  jobs: JobQueue;
}

const MAX_TEXT = 5000;
const KINDS: readonly AttachmentKind[] = ['image', 'audio', 'video', 'file'];

const unsupported = (kind: string): InboundPart => ({ meta: { type: MessageType.unsupported, unsupported: { kind: kind.slice(0, 60) || 'unknown' } } });

/** A link Messenger shows as a card (a shared link's fallback, a reel): its title and address as text. */
function linkPart(attachment: MessagingAttachment): InboundPart | null {
  const url = attachment.url ?? attachment.payload?.url;
  const title = (attachment.title ?? attachment.payload?.title ?? '').trim();
  const content = [title, typeof url === 'string' && /^https?:\/\//i.test(url) ? url : ''].filter(Boolean).join('\n');
  return content ? { meta: { type: MessageType.text, content: content.slice(0, MAX_TEXT) } } : null;
}

function locationPart(attachment: MessagingAttachment): InboundPart | null {
  const { lat, long } = attachment.payload?.coordinates ?? {};
  if (typeof lat !== 'number' || typeof long !== 'number' || Math.abs(lat) > 90 || Math.abs(long) > 180) return null;
  const title = (attachment.title ?? '').trim().slice(0, 200);
  return { meta: { type: MessageType.location, location: { latitude: lat, longitude: long, ...(title ? { title } : {}) } } };
}

/**
 * The messages a Facebook messaging event becomes: its text (with the quick reply's payload), each
 * attachment (a file stored or failed with its reason, a location, a link), the postback pressed. A
 * kind Messenger documents that we do not show (a product template, a reaction, a referral) or one
 * it adds later becomes a visible unsupported notice with its name: nothing a customer sends is lost.
 */
async function facebookParts(deps: InboundDeps, workspaceId: string, event: MessagingEvent): Promise<InboundPart[]> {
  const parts: InboundPart[] = [];
  const text = event.message?.text?.trim();
  const quickReply = event.message?.quick_reply?.payload;
  if (text) {
    const postback = typeof quickReply === 'string' ? { postback: { payload: quickReply.slice(0, 1000) } } : {};
    parts.push({ meta: { type: MessageType.text, content: text.slice(0, MAX_TEXT), ...postback } });
  }
  const attachmentDeps = { config: deps.config, storage: deps.services.file.storage, logger: deps.logger };
  for (const attachment of event.message?.attachments ?? []) {
    const type = String(attachment?.type ?? '');
    const url = attachment?.payload?.url;
    let part: InboundPart | null;
    if ((KINDS as readonly string[]).includes(type) && typeof url === 'string' && url) {
      part = await fetchAttachment(attachmentDeps, workspaceId, type as AttachmentKind, url);
    } else if (type === 'location') {
      part = locationPart(attachment);
    } else if (type === 'fallback' || type === 'reel' || type === 'ig_reel') {
      part = linkPart(attachment);
    } else {
      part = null;
    }
    parts.push(part ?? unsupported(type || 'attachment'));
  }
  if (event.postback) {
    const payload = String(event.postback.payload ?? '').slice(0, 1000);
    const title = String(event.postback.title ?? '').trim() || payload;
    parts.push(title ? { meta: { type: MessageType.text, content: title.slice(0, MAX_TEXT), postback: { payload } } } : unsupported('postback'));
  }
  if (parts.length === 0) parts.push(unsupported(eventKindOf(event) ?? 'message'));
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
  return [unsupported(type || 'message')];
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
  const customerId = await storeInbound(deps, delivery);
  // Another run got there first: the files this one fetched are not used.
  if (!customerId) await Promise.allSettled(delivery.parts.flatMap((p) => (p.file ? [deps.services.file.storage.delete(p.file.key)] : [])));
  else await answerForms(deps, delivery, customerId);
}

/**
 * A score the customer tapped under a form sent as quick replies (platform-text.ts) answers that
 * form as the customer, as the widget would: the rating is set, the form read-only once complete.
 * Their tap is kept as their message either way; a form that cannot take it any more is left be.
 */
async function answerForms(deps: InboundDeps, delivery: InboundDelivery, customerId: string): Promise<void> {
  const answers = delivery.parts.flatMap((p) => {
    const answer = formAnswerOf(p.meta.postback?.payload);
    return answer ? [answer] : [];
  });
  if (answers.length === 0) return;
  // The customer as the platform knows them: no widget session, so the platform stands in for one.
  const actor: Actor = {
    kind: 'customer',
    workspaceId: delivery.workspaceId,
    customerId,
    sessionId: `platform:${delivery.platformId}`,
    permissions: [],
  };
  for (const answer of answers) {
    try {
      await deps.services.message.answerInlineInput(actor, answer);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      deps.logger.info({ messageId: answer.messageId, reason: err.reason }, 'a quick reply did not answer its form');
    }
  }
}
