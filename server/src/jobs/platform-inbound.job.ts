import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import type { AppConfig } from '../config/env';
import type { EventBus } from '../realtime/event-bus';
import type { Services } from '../modules/services';
import type { StoredPart } from '../modules/file/file-message';
import { cleanFileName } from '../modules/file/file-types';
import { IMAGE_CONTENT_TYPES, readImageInfo } from '../modules/file/image-size';
import { newStorageKey } from '../modules/file/storage-key';
import { FILE_SUBTYPE, MessageType, type MessageMeta } from '../modules/message/message.entity';
import { FacebookGraph } from '../modules/platform/facebook-graph';
import type { MessagingEvent } from '../modules/platform/facebook-webhook';
import { ExternalPlatform, FacebookPage, PlatformEvent } from '../modules/platform/platform.entity';
import { storeInbound, type InboundPart } from '../modules/platform/platform-inbound';
import type { JobPayloads, JobQueue } from './job-queue';

interface InboundDeps {
  config: AppConfig;
  services: Services;
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
  jobs: JobQueue;
}

const MAX_TEXT = 5000;
const DOWNLOAD_TIMEOUT_MS = 30_000;
const DEFAULT_TYPES: Record<string, string> = { image: 'image/jpeg', audio: 'audio/mpeg', video: 'video/mp4', file: 'application/octet-stream' };

/** An attachment the platform links to, fetched into our own storage (its URL expires; ours does not). */
async function download(deps: InboundDeps, workspaceId: string, type: string, url: string): Promise<{ part: StoredPart; head: Buffer }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`attachment download answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > deps.config.files.maxBytes) throw new Error(`attachment of ${bytes.length} bytes is over the limit`);
  const declared = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const info = type === 'image' ? readImageInfo(bytes.subarray(0, 64 * 1024)) : null;
  const contentType = info ? IMAGE_CONTENT_TYPES[info.format] : declared || DEFAULT_TYPES[type] || DEFAULT_TYPES.file!;
  const fromUrl = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || type;
  const key = newStorageKey(workspaceId);
  const { size } = await deps.services.file.storage.put(key, Readable.from([bytes]), contentType);
  return { part: { key, name: cleanFileName(fromUrl), contentType, size }, head: bytes.subarray(0, 64 * 1024) };
}

/** The messages a Facebook messaging event becomes: its text, each attachment, or the postback pressed. */
async function facebookParts(deps: InboundDeps, workspaceId: string, event: MessagingEvent): Promise<InboundPart[]> {
  const parts: InboundPart[] = [];
  const text = event.message?.text?.trim();
  if (text) parts.push({ meta: { type: MessageType.text, content: text.slice(0, MAX_TEXT) } });
  for (const attachment of event.message?.attachments ?? []) {
    const url = attachment.payload?.url;
    const type = attachment.type ?? 'file';
    if (!url || !/^https?:\/\//.test(url) || !['image', 'audio', 'video', 'file'].includes(type)) continue;
    const { part, head } = await download(deps, workspaceId, type, url);
    const file = { name: part.name, fileUrl: '', contentType: part.contentType, fileSize: part.size };
    let meta: MessageMeta;
    if (type === 'audio') meta = { type: MessageType.audio, file };
    else if (type === 'image' && readImageInfo(head)?.size) {
      const { width, height } = readImageInfo(head)!.size!;
      meta = { type: MessageType.file, subtype: FILE_SUBTYPE.imageWithPreview, file: { ...file, previewDimension: { width, height } } };
    } else meta = { type: MessageType.file, subtype: FILE_SUBTYPE.file, file };
    parts.push({ meta, file: part });
  }
  if (event.postback) {
    const payload = String(event.postback.payload ?? '').slice(0, 1000);
    const title = String(event.postback.title ?? '').trim() || payload;
    if (title) parts.push({ meta: { type: MessageType.text, content: title.slice(0, MAX_TEXT), postback: { payload } } });
  }
  return parts;
}

/**
 * A stored platform delivery becomes messages (spec §1 sources): the customer found by their
 * platform id or created (named from their profile when the page may read it), the open
 * conversation of that page found or started, attachments fetched into our storage. A delivery
 * for a page that is no longer connected is dropped with a warning.
 */
export async function runPlatformInbound(deps: InboundDeps, job: JobPayloads['platform-inbound']): Promise<void> {
  const event = await deps.dataSource.getRepository(PlatformEvent).findOneBy({ id: job.eventId });
  if (!event || event.processedAt) return;
  const platform = await deps.dataSource.getRepository(ExternalPlatform).findOneBy({ id: event.platformId });
  if (!platform || platform.type !== 'facebook') return;
  const messaging = event.payload as MessagingEvent;
  const pageId = String(messaging.recipient?.id ?? '');
  const psid = String(messaging.sender?.id ?? '');
  const page = await deps.dataSource.getRepository(FacebookPage).findOneBy({ platformId: platform.id, pageId });
  if (!page) {
    deps.logger.warn({ platformId: platform.id, pageId }, 'facebook delivery for a page that is not connected: dropped');
    await deps.dataSource.query('UPDATE platform_event SET processed_at = now() WHERE id = $1', [event.id]);
    return;
  }
  const parts = await facebookParts(deps, event.workspaceId, messaging);
  // Facebook's own send time (never in the future): the response window counts from it.
  const sentAt = Number(messaging.timestamp);
  if (Number.isFinite(sentAt) && sentAt > 0) for (const part of parts) part.meta.platformTime = Math.min(sentAt, Date.now());
  const known: unknown[] = await deps.dataSource.query('SELECT 1 FROM platform_identity WHERE platform_id = $1 AND external_id = $2', [platform.id, psid]);
  const displayName = known.length ? undefined : ((await new FacebookGraph(deps.config.facebookGraphUrl).name(psid, page.accessToken)) ?? undefined);
  const stored = await storeInbound(deps, {
    workspaceId: event.workspaceId,
    platformId: platform.id,
    channelId: pageId,
    source: 'facebook',
    externalUserId: psid,
    displayName,
    eventId: event.id,
    parts,
  });
  // Another run got there first: the files this one fetched are not used.
  if (!stored) await Promise.allSettled(parts.flatMap((p) => (p.file ? [deps.services.file.storage.delete(p.file.key)] : [])));
}
