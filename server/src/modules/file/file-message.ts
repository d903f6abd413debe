import type { EntityManager } from 'typeorm';
import { invalid, msg, fieldsProblem, issueMessage, type FieldProblems } from '../../common/errors';
import { FILE_SUBTYPE, MessageType, type MessageMeta } from '../message/message.entity';
import type { PreparedSend } from '../message/message.service';
import { MessageFile } from '../message/message-file.entity';
import type { MessageView } from '../message/message.types';
import { cleanFileName } from './file-types';
import { fileSendFieldsSchema, type FileSendFields } from './file.schemas';
import { IMAGE_CONTENT_TYPES, readImageInfo, type ImageInfo } from './image-size';
import type { ReceivedFile } from './multipart';

/** Where a file message's bytes are fetched: the meta.file.fileUrl clients follow. */
export const downloadPath = (messageId: string, preview = false): string => `/api/message/download?messageId=${messageId}${preview ? '&preview=1' : ''}`;

/** The form's text fields, errors named the way the REST door names them (body.<field>). */
export function parseFileFields(raw: Record<string, unknown>): FileSendFields {
  const r = fileSendFieldsSchema.safeParse(raw);
  if (r.success) return r.data;
  const fields: FieldProblems = {};
  for (const issue of r.error.issues) fields[['body', ...issue.path.map(String)].join('.')] ??= issueMessage(issue);
  throw fieldsProblem(fields, 'request.invalidInput');
}

/** A file as it goes into meta and message_file. */
export interface StoredPart {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

export interface FileMessagePlan {
  meta: PreparedSend['meta'];
  pushContent: string;
  file: StoredPart;
  preview?: StoredPart;
}

const notAnImage = (field: string) => invalid(msg('file.mustBeAPNGJPEGGIF', { field }), { [`body.${field}`]: 'notAnImage' });

function image(part: ReceivedFile, field: string): ImageInfo {
  const info = readImageInfo(part.head);
  if (!info) throw notAnImage(field);
  return info;
}

const stored = (part: ReceivedFile, contentType = part.contentType): StoredPart => ({
  key: part.key,
  name: cleanFileName(part.filename),
  contentType,
  size: part.size,
});

/**
 * What the form asks for, checked against what was received: type 2 audio (an audio/* file),
 * type 3 subtype 1 any allowed file, type 3 subtype 2 an image (by its bytes) whose size, or its
 * preview's, becomes meta.file.previewDimension.
 */
export function planFileMessage(fields: FileSendFields, files: ReceivedFile[]): FileMessagePlan {
  const file = files.find((f) => f.field === 'file');
  const previewPart = files.find((f) => f.field === 'previewFile');
  if (!file) throw invalid('file.pleaseAttachAFileFormField', { 'body.file': 'required' });
  if (file.size === 0) throw invalid('file.theFileIsEmpty', { 'body.file': 'empty' });
  const type = fields.type ?? MessageType.file;
  const subtype = fields.subtype ?? FILE_SUBTYPE.file;
  const reply = fields.replyId ? { reply: { id: fields.replyId } } : {};

  if (type === MessageType.audio) {
    if (!file.contentType.startsWith('audio/')) {
      throw invalid(msg('file.aVoiceMessageType2Must', { type: file.contentType }), { 'body.file': 'notAudio' });
    }
    if (previewPart || fields.subtype === FILE_SUBTYPE.imageWithPreview) {
      throw invalid('file.previewFileAndSubtype2AreFor', { 'body.previewFile': 'imagesOnly' });
    }
    const part = stored(file);
    return {
      meta: { type, file: { name: part.name, fileUrl: '', contentType: part.contentType, fileSize: part.size }, ...reply },
      pushContent: fields.pushContent ?? 'tb_file',
      file: part,
    };
  }

  const plainFile = (): FileMessagePlan => {
    const part = stored(file);
    return {
      meta: { type, subtype: FILE_SUBTYPE.file, file: { name: part.name, fileUrl: '', contentType: part.contentType, fileSize: part.size }, ...reply },
      pushContent: fields.pushContent ?? 'tb_file',
      file: part,
    };
  };

  if (subtype === FILE_SUBTYPE.file) {
    if (previewPart) throw invalid('file.previewFileIsOnlyForImagesWith', { 'body.previewFile': 'imagesOnly' });
    return plainFile();
  }

  // subtype 2: the bytes decide the format (and so the stored type), never the declared type.
  if (previewPart && previewPart.size === 0) throw invalid('file.thePreviewFileIsEmpty', { 'body.previewFile': 'empty' });
  const previewInfo = previewPart ? image(previewPart, 'previewFile') : undefined;
  const main = readImageInfo(file.head);
  if (!main) {
    // Bytes that are not what they claim are refused. An honest image/* that browsers cannot show
    // (HEIC from a phone) is shown through its preview, or without one is sent as a plain file.
    const claimsReadable = Object.values(IMAGE_CONTENT_TYPES).includes(file.contentType);
    if (claimsReadable || !file.contentType.startsWith('image/')) throw notAnImage('file');
    if (!previewPart) return plainFile();
  }
  const part = stored(file, main ? IMAGE_CONTENT_TYPES[main.format] : file.contentType);
  const preview = previewPart && previewInfo ? stored(previewPart, IMAGE_CONTENT_TYPES[previewInfo.format]) : undefined;
  // The preview's size is what the conversation shows; the image's own serves when the preview's is unreadable.
  const dimension = previewInfo?.size ?? main?.size;
  const metaFile: NonNullable<MessageMeta['file']> = { name: part.name, fileUrl: '', contentType: part.contentType, fileSize: part.size };
  if (dimension) metaFile.previewDimension = { width: dimension.width, height: dimension.height };
  return {
    meta: { type, subtype, file: metaFile, ...reply },
    pushContent: fields.pushContent ?? 'tb_image',
    file: part,
    preview,
  };
}

/** In the send's transaction: where the bytes are (message_file), and the download URL in meta. */
export async function recordMessageFile(
  m: EntityManager,
  workspaceId: string,
  created: MessageView,
  plan: { file: StoredPart; preview?: StoredPart },
): Promise<MessageView> {
  const { file, preview } = plan;
  await m.insert(MessageFile, {
    messageId: created.id,
    workspaceId,
    storageKey: file.key,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    previewKey: preview?.key ?? null,
    previewContentType: preview?.contentType ?? null,
    previewSize: preview?.size ?? null,
  });
  const fileUrl = downloadPath(created.id);
  await m.query(`UPDATE message SET meta = jsonb_set(meta, '{file,fileUrl}', to_jsonb($2::text)) WHERE id = $1`, [created.id, fileUrl]);
  const metaFile = created.meta.file;
  return metaFile ? { ...created, meta: { ...created.meta, file: { ...metaFile, fileUrl } } } : created;
}
