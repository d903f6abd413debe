import type { Readable } from 'node:stream';
import type { ServiceDeps } from '../service-deps';
import { invalid, notFound, msg } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor } from '../../auth/actor';
import { requireSignedIn } from '../../auth/permissions';
import { resolveAccess, seesInternal } from '../conversation/conversation-access';
import { selectByIds } from '../conversation/conversation-query';
import type { MessageService } from '../message/message.service';
import { MessageFile } from '../message/message-file.entity';
import type { MessageView } from '../message/message.types';
import { type FileStorage } from './file-storage';
import { createFileStorage } from './file-storage-factory';
import { effectiveType, isAllowedType, isInlineSafe } from './file-types';
import { parseFileFields, planFileMessage, recordMessageFile } from './file-message';
import { IMAGE_HEAD_BYTES } from './image-size';
import { SNIFF_BYTES, sniffedType } from './file-sniff';
import { receiveMultipart, tooLarge, type IncomingUpload } from './multipart';
import { newStorageKey } from './storage-key';

const notAccepted = (contentType: string, field: string) =>
  invalid(msg('file.filesOfTypeAreNotAccepted', { type: contentType, field }), { [`body.${field}`]: 'typeNotAllowed' });

/** Form fields and part headers on top of the two files: anything past this is not a genuine upload. */
const FORM_OVERHEAD = 64 * 1024;

export interface FileDownload {
  body: Readable;
  size?: number;
  contentType: string;
  name: string;
  /** Shown in the browser (raster images, audio, video) rather than saved. */
  inline: boolean;
}

interface FileRow {
  storage_key: string;
  name: string;
  content_type: string;
  preview_key: string | null;
  preview_content_type: string | null;
  conversation_id: string;
  internal: boolean;
}

/**
 * File messages (spec §7 file/send and download): the upload is streamed into storage, then the
 * message goes through the one send path of MessageService (permissions, localId, order, events),
 * its storage keys recorded in message_file in the same transaction. Whatever does not end as a
 * stored message (a refusal, a repeated localId, a failure) has its stored bytes deleted.
 */
export class FileService {
  readonly storage: FileStorage;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly messages: MessageService,
    storage?: FileStorage,
  ) {
    this.storage = storage ?? createFileStorage(deps.config);
  }

  async send(actor: Actor, upload: IncomingUpload): Promise<MessageView> {
    const a = requireSignedIn(actor);
    const { maxBytes, allowedTypes } = this.deps.config.files;
    const declaredLength = Number(upload.headers['content-length']);
    // Refused before a byte is read when the request says it is bigger than a file and its preview can be.
    if (Number.isFinite(declaredLength) && declaredLength > 2 * maxBytes + FORM_OVERHEAD) throw tooLarge(maxBytes);
    // A visitor's upload bytes are limited per address and per workspace (auth/visitor-limits.ts): refused
    // before a byte is read when nothing is left or the request says it needs more, else at the byte that passes it.
    const allowance = await this.deps.rateLimits.visitors.uploadAllowance(a);
    if (allowance && (allowance.bytes === 0 || (Number.isFinite(declaredLength) && declaredLength > allowance.bytes + FORM_OVERHEAD))) {
      throw allowance.refusal();
    }

    const received = await receiveMultipart(upload, {
      storage: this.storage,
      maxBytes,
      fileFields: ['file', 'previewFile'],
      total: allowance ? { maxBytes: allowance.bytes, exceeded: () => allowance.refusal() } : undefined,
      newKey: () => newStorageKey(a.workspaceId),
      accept: ({ field, filename, declaredType }) => {
        const contentType = effectiveType(declaredType, filename);
        if (!isAllowedType(contentType, allowedTypes)) throw notAccepted(contentType, field);
        return { contentType, headBytes: contentType.startsWith('image/') || field === 'previewFile' ? IMAGE_HEAD_BYTES : SNIFF_BYTES };
      },
    });

    const keys = received.files.map((f) => f.key);
    let createdId: string | undefined;
    let refund: (() => Promise<void>) | undefined;
    try {
      // The bytes decide what a file is: a type the declared one hid is judged again.
      for (const f of received.files) {
        f.contentType = await sniffedType(f.contentType, f.head);
        if (!isAllowedType(f.contentType, allowedTypes)) throw notAccepted(f.contentType, f.field);
      }
      // Counted once stored; an upload that raced this one to the last bytes is refused here instead.
      refund = await allowance?.spend(received.files.reduce((n, f) => n + f.size, 0));
      const fields = parseFileFields(received.fields);
      const planned = planFileMessage(fields, received.files);
      const plan = fields.messageTag ? { ...planned, meta: { ...planned.meta, messageTag: fields.messageTag } } : planned;
      const message = await this.messages.send(
        a,
        {
          conversationId: fields.conversationId,
          dataType: fields.dataType,
          internal: fields.internal,
          localId: fields.localId,
          pushContent: plan.pushContent,
          meta: undefined,
        },
        {
          meta: plan.meta,
          afterAppend: async (m, created) => {
            createdId = created.id;
            return recordMessageFile(m, a.workspaceId, created, plan);
          },
        },
      );
      // A repeated localId answers the first message, which keeps its own file: this copy goes.
      if (message.id !== createdId) {
        await this.discard(keys);
        await refund?.();
      }
      return message;
    } catch (err) {
      if (!createdId || !(await this.isRecorded(createdId))) {
        await this.discard(keys);
        await refund?.();
      }
      throw err;
    }
  }

  private async isRecorded(messageId: string): Promise<boolean> {
    try {
      return await this.deps.dataSource.getRepository(MessageFile).existsBy({ messageId });
    } catch {
      // Unsure: keep the bytes (an orphan costs disk; a deleted file of a stored message loses data).
      return true;
    }
  }

  private async discard(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    results.forEach((r, i) => {
      if (r.status === 'rejected') this.deps.logger.warn({ err: r.reason, key: keys[i] }, 'could not delete an unused upload');
    });
  }

  /**
   * A message's file (or its preview; the image itself when none was sent), for whoever may read
   * the message: its conversation readable by the caller (spec §6 via conversation-access), never
   * an internal message to a customer. Anything else is "not found", so ids reveal nothing.
   */
  async download(actor: Actor, input: { messageId: string; preview?: boolean }): Promise<FileDownload> {
    const a = requireSignedIn(actor);
    if (!isUuid(input.messageId)) throw notFound('file.notFound');
    const m = this.deps.dataSource.manager;
    const access = await resolveAccess(m, a);
    const [row]: FileRow[] = await m.query(
      `SELECT f.storage_key, f.name, f.content_type, f.preview_key, f.preview_content_type, msg.conversation_id, msg.internal
       FROM message_file f JOIN message msg ON msg.id = f.message_id
       WHERE f.message_id = $1 AND f.workspace_id = $2 AND msg.deleted_at IS NULL`,
      [input.messageId, a.workspaceId],
    );
    if (!row || (row.internal && !seesInternal(access))) throw notFound('file.notFound');
    const [conversation] = await selectByIds(m, access, [row.conversation_id]);
    if (!conversation) throw notFound('file.notFound');
    const previewKey = input.preview === true ? row.preview_key : null;
    const key = previewKey ?? row.storage_key;
    const contentType = previewKey ? (row.preview_content_type ?? row.content_type) : row.content_type;
    const object = await this.storage.get(key);
    if (!object) {
      this.deps.logger.warn({ messageId: input.messageId, key }, 'a message file is missing from storage');
      throw notFound('file.notFound');
    }
    return { body: object.body, size: object.size, contentType, name: row.name, inline: isInlineSafe(contentType) };
  }
}
