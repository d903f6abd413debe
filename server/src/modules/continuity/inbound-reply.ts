import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ServiceDeps } from '../service-deps';
import type { AuthenticatedActor } from '../../auth/actor';
import { AppError } from '../../common/errors';
import type { FileService } from '../file/file.service';
import type { IncomingUpload } from '../file/multipart';
import { MAX_TEXT } from '../message/message-meta';
import type { MessageService } from '../message/message.service';
import { PermanentRefusal, type InboundAttachment, type InboundReply } from './inbound-smtp';

interface ThreadTarget {
  conversation_id: string;
  workspace_id: string;
  customer_id: string | null;
  email: string | null;
}

/** The conversation a reply token names, when it still exists with its customer. */
export async function threadTarget(deps: Pick<ServiceDeps, 'dataSource'>, token: string): Promise<ThreadTarget | undefined> {
  const rows: ThreadTarget[] = await deps.dataSource.query(
    `SELECT t.conversation_id, c.workspace_id, c.customer_id, cu.email
       FROM conversation_email_thread t
       JOIN conversation c ON c.id = t.conversation_id
       LEFT JOIN customer cu ON cu.id = c.customer_id
      WHERE t.reply_token = $1`,
    [token],
  );
  const row = rows[0];
  return row?.customer_id ? row : undefined;
}

/** A part header's file name: an ASCII fallback and the real name as RFC 5987 filename* (busboy reads it). */
function dispositionOf(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `form-data; name="file"; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * An attachment as the multipart form a widget upload is: the file service reads it the same way
 * (its size limit, allowed types, the bytes sniffed, the visitor's allowance, the storage), so an
 * email is held to the rules of the widget and of nothing else.
 */
function uploadOf(conversationId: string, localId: string, file: InboundAttachment): IncomingUpload {
  const boundary = `----parley-email-${randomUUID()}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    `${field('conversationId', conversationId)}${field('localId', localId)}--${boundary}\r\nContent-Disposition: ${dispositionOf(file.filename)}\r\n` +
      `Content-Type: ${file.contentType.replace(/[\r\n]/g, '')}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file.content, tail]);
  return Object.assign(Readable.from([body]), {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  });
}

/**
 * A visitor's email reply, posted as their message in the conversation through the message
 * service (every rule, event and realtime delivery as for a widget message), attachments through
 * the file service. Each part has a localId made from the email's Message-ID: a sender retrying
 * after a 451 posts nothing twice. A conversation that ended refuses it as the widget does (no
 * composer there): the sender is told, permanently.
 */
export async function deliverReply(deps: ServiceDeps, services: { message: MessageService; file: FileService }, mail: InboundReply): Promise<void> {
  const target = await threadTarget(deps, mail.token);
  if (!target) throw new PermanentRefusal(550, '5.1.1 No such recipient here');
  const { conversation_id: conversationId } = target;
  if (mail.from && target.email && mail.from !== target.email.toLowerCase()) {
    // Forwarding rewrites From: accepted, as the token alone proves the address was ours to give.
    deps.logger.info({ conversationId, from: mail.from }, 'email reply from an address other than the customer’s');
  }
  if (!mail.text && mail.attachments.length === 0) {
    deps.logger.info({ conversationId }, 'email reply with nothing new in it (only quoted text): dropped');
    return;
  }
  const actor: AuthenticatedActor = {
    kind: 'customer',
    workspaceId: target.workspace_id,
    customerId: target.customer_id!,
    // No widget session: the email thread stands in for one (as a platform does, platform-inbound.job.ts).
    sessionId: `email:${conversationId}`,
    permissions: [],
  };
  const key = createHash('sha256')
    .update(mail.messageId ?? `${mail.from}|${mail.subject}|${mail.text}`)
    .digest('hex')
    .slice(0, 32);
  try {
    if (mail.text) {
      await services.message.send(actor, { conversationId, localId: `email-${key}-0`, meta: { type: 1, content: mail.text.slice(0, MAX_TEXT) } });
    }
    for (const [i, file] of mail.attachments.entries()) {
      try {
        await services.file.send(actor, uploadOf(conversationId, `email-${key}-${i + 1}`, file));
      } catch (err) {
        // One refused file (a type not allowed, too large) does not bounce what was already posted.
        if (!(err instanceof AppError) || err.reason === 'message.conversationEnded') throw err;
        deps.logger.info({ conversationId, reason: err.reason, name: file.filename }, 'an email attachment was refused');
      }
    }
  } catch (err) {
    if (err instanceof AppError && err.reason === 'message.conversationEnded')
      throw new PermanentRefusal(554, '5.7.1 This conversation has ended; start a new one in the chat');
    if (err instanceof AppError && err.kind === 'NOT_FOUND') throw new PermanentRefusal(550, '5.1.1 No such recipient here');
    throw err;
  }
}
