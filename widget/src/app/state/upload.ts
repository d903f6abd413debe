import { request } from '../api/client';
import type { Message } from '../api/types';
import { widgetClient } from './client';
import { newLocalId } from './outbox';

/**
 * Files and images (a lazy chunk): multipart to the file send call (spec §7), subtype 2 for an
 * image with preview. The answer replaces nothing local: the history is refreshed from the server.
 */
export async function uploadFile(conversationId: string, file: File): Promise<void> {
  const image = file.type.startsWith('image/');
  const form = new FormData();
  form.set('conversationId', conversationId);
  form.set('localId', newLocalId());
  form.set('dataType', '51');
  form.set('internal', 'false');
  form.set('clientType', 'widget');
  form.set('pushContent', image ? 'tb_image' : 'tb_file');
  if (image) form.set('subtype', '2');
  form.set('file', file, file.name);
  const answer = await request<Partial<Message>>('POST', '/api/message/file/send', widgetClient.credentials, undefined, { formData: form });
  if (answer && typeof answer.seq === 'number' && answer.conversationId) widgetClient.addConfirmed(answer as Message);
  else await widgetClient.loadHistory(conversationId);
}
