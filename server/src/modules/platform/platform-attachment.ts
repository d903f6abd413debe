import { Transform, type TransformCallback } from 'node:stream';
import type { Logger } from '../../common/logger';
import { safeFetch, SafeFetchError } from '../../common/safe-fetch';
import type { AppConfig } from '../../config/env';
import type { StoredPart } from '../file/file-message';
import { SNIFF_BYTES, sniffedType } from '../file/file-sniff';
import type { FileStorage } from '../file/file-storage';
import { cleanFileName, effectiveType, isAllowedType } from '../file/file-types';
import { IMAGE_CONTENT_TYPES, IMAGE_HEAD_BYTES, readImageInfo } from '../file/image-size';
import { newStorageKey } from '../file/storage-key';
import { FILE_SUBTYPE, MessageType, type AttachmentFailure, type MessageMeta } from '../message/message.entity';
import type { InboundPart } from './platform-inbound';

export type AttachmentKind = 'image' | 'audio' | 'video' | 'file';

export interface AttachmentDeps {
  config: AppConfig;
  storage: FileStorage;
  logger: Logger;
}

const DOWNLOAD_TIMEOUT_MS = 30_000;
const DEFAULT_TYPES: Record<AttachmentKind, string> = { image: 'image/jpeg', audio: 'audio/mpeg', video: 'video/mp4', file: 'application/octet-stream' };
const HEAD_BYTES = Math.max(SNIFF_BYTES, IMAGE_HEAD_BYTES);

class AttachmentRefused extends Error {
  constructor(
    readonly reason: AttachmentFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Keeps the first bytes of what streams through, for the sniffing that judges the file once stored. */
class HeadTap extends Transform {
  private readonly kept: Buffer[] = [];
  private keptBytes = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    if (this.keptBytes < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.keptBytes);
      this.kept.push(Buffer.from(part));
      this.keptBytes += part.length;
    }
    done(null, chunk);
  }
  get head(): Buffer {
    return Buffer.concat(this.kept);
  }
}

/**
 * The file's name from the URL's last path segment. A malformed %-escape keeps the segment as it is
 * (issue 47 finding 13: one odd URL must not fail the whole delivery).
 */
export function attachmentName(url: string, kind: AttachmentKind): string {
  let segment: string;
  try {
    segment = new URL(url).pathname.split('/').pop() ?? '';
  } catch {
    return kind;
  }
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: the raw segment is still a readable name.
  }
  return cleanFileName(segment || kind);
}

/** An attachment that could not be brought in: the agent sees it with the reason, the rest of the delivery is stored. */
export function failedAttachment(kind: AttachmentKind, name: string, reason: AttachmentFailure): MessageMeta {
  return { type: MessageType.file, subtype: FILE_SUBTYPE.file, failedAttachment: { reason, kind, name } };
}

async function fetchInto(
  deps: AttachmentDeps,
  workspaceId: string,
  kind: AttachmentKind,
  url: string,
  name: string,
): Promise<{ part: StoredPart; head: Buffer }> {
  const { maxBytes, allowedTypes } = deps.config.files;
  const res = await safeFetch(url, { maxBytes, allowPrivate: deps.config.allowPrivateFetch, timeoutMs: DOWNLOAD_TIMEOUT_MS });
  // The upload rule (file.service.ts): the declared type (or the name's, for a generic one) must be allowed, then the bytes'.
  let contentType = effectiveType(res.contentType, name);
  if (contentType === 'application/octet-stream') contentType = DEFAULT_TYPES[kind];
  if (!isAllowedType(contentType, allowedTypes)) {
    res.body.destroy();
    throw new AttachmentRefused('typeNotAllowed', `${contentType} is not accepted`);
  }
  const tap = new HeadTap();
  res.body.on('error', (err) => tap.destroy(err));
  const key = newStorageKey(workspaceId);
  const { size } = await deps.storage.put(key, res.body.pipe(tap), contentType);
  const head = tap.head;
  const image = readImageInfo(head);
  const judged = image ? IMAGE_CONTENT_TYPES[image.format] : await sniffedType(contentType, head.subarray(0, SNIFF_BYTES));
  if (!isAllowedType(judged, allowedTypes)) {
    await deps.storage.delete(key);
    throw new AttachmentRefused('typeNotAllowed', `the bytes are ${judged}, which is not accepted`);
  }
  return { part: { key, name, contentType: judged, size }, head };
}

/**
 * One attachment a platform delivery links to, fetched into our storage (its URL expires; ours does
 * not) through the SSRF-safe fetch and the upload type rule. Never throws: whatever goes wrong (a
 * refused address, too large, a type not accepted, unreachable) becomes a failed-attachment message,
 * so the delivery's text, postbacks and other attachments are stored anyway. Nothing is retried:
 * a refusal would be refused again, and a retry of the delivery would hold back its text.
 */
export async function fetchAttachment(deps: AttachmentDeps, workspaceId: string, kind: AttachmentKind, url: string): Promise<InboundPart> {
  const name = attachmentName(url, kind);
  try {
    const { part, head } = await fetchInto(deps, workspaceId, kind, url, name);
    const file = { name: part.name, fileUrl: '', contentType: part.contentType, fileSize: part.size };
    const size = readImageInfo(head)?.size;
    let meta: MessageMeta;
    if (kind === 'audio' && part.contentType.startsWith('audio/')) meta = { type: MessageType.audio, file };
    else if (kind === 'image' && size) meta = { type: MessageType.file, subtype: FILE_SUBTYPE.imageWithPreview, file: { ...file, previewDimension: size } };
    else meta = { type: MessageType.file, subtype: FILE_SUBTYPE.file, file };
    return { meta, file: part };
  } catch (err) {
    const reason: AttachmentFailure = err instanceof SafeFetchError || err instanceof AttachmentRefused ? err.reason : 'unreachable';
    deps.logger.warn({ workspaceId, kind, reason, err: err instanceof Error ? err.message : String(err) }, 'a platform attachment was not stored');
    return { meta: failedAttachment(kind, name, reason) };
  }
}
