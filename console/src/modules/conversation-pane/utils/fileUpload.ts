import { CLIENT_TYPE } from '../../../shared/rest';
import { FILE_SUBTYPE, MessageType } from './messageRules';
import { pushContentFor } from './pushContent';
import type { MessageMeta, PaneMessage } from './types';

export interface FileSendInput {
  conversationId: string;
  localId: string;
  internal: boolean;
  file: Blob & { name?: string };
  replyId?: string;
  /** Facebook conversations outside the response window. */
  messageTag?: string;
}

/**
 * POST /api/message/file/send (multipart; the one REST call of the composer). A 4xx answer is a
 * refusal (not retried); no answer or a 5xx is retried by the queue with the same localId.
 */
export async function sendFileMessage(input: FileSendInput): Promise<PaneMessage> {
  const image = input.file.type.startsWith('image/');
  const subtype = image ? FILE_SUBTYPE.imageWithPreview : FILE_SUBTYPE.file;
  const pushContent = pushContentFor({ type: MessageType.file, subtype }) ?? 'tb_file';
  const form = new FormData();
  form.set('clientType', String(CLIENT_TYPE));
  form.set('conversationId', input.conversationId);
  form.set('dataType', '51');
  form.set('internal', String(input.internal));
  form.set('localId', input.localId);
  form.set('subtype', String(subtype));
  form.set('pushContent', pushContent);
  if (input.replyId) form.set('replyId', input.replyId);
  if (input.messageTag) form.set('messageTag', input.messageTag);
  form.set('file', input.file, input.file.name ?? 'file');
  const response = await fetch('/api/message/file/send', { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({}))) as { data?: Record<string, unknown>; error?: { message?: string } } & Record<string, unknown>;
  if (!response.ok) {
    const error = new Error(body.error?.message ?? `Upload failed (${response.status})`) as Error & { permanent?: boolean };
    error.permanent = response.status >= 400 && response.status < 500;
    throw error;
  }
  const data = (body.data ?? body) as Partial<PaneMessage> & { meta?: MessageMeta };
  return {
    id: String(data.id),
    localId: input.localId,
    conversationId: input.conversationId,
    seq: typeof data.seq === 'number' ? data.seq : Number.MAX_SAFE_INTEGER - 1,
    timestamp: typeof data.timestamp === 'number' ? data.timestamp : Date.now(),
    senderId: data.senderId ?? null,
    senderType: data.senderType ?? 'agent',
    dataType: 51,
    internal: input.internal,
    pushContent,
    meta: data.meta ?? { type: MessageType.file, file: { name: input.file.name ?? 'file', fileSize: input.file.size } },
    // Unknown: any copy the events bring is at least as new.
    version: typeof data.version === 'number' ? data.version : 0,
  };
}

/** GET /api/message/download: the stored file (preview=1 for an image's preview). */
export function downloadUrl(messageId: string, preview = false): string {
  const q = new URLSearchParams({ messageId, clientType: String(CLIENT_TYPE) });
  if (preview) q.set('preview', '1');
  return `/api/message/download?${q.toString()}`;
}
