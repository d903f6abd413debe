import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Logger } from '../../common/logger';
import type { InboundEmailConfig } from '../../config/notification-config';
import { replyText } from './reply-text';
import { tokenOfAddress } from './reply-address';

export interface InboundAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A visitor's email reply, read: where it goes (the token of its address) and what it says. */
export interface InboundReply {
  token: string;
  /** The From address (lowercase), or null when the mail names none. */
  from: string | null;
  subject: string;
  /** The email's Message-ID: a retried delivery of the same email posts nothing twice. */
  messageId: string | null;
  /** The new text only: quoted history and signature stripped (reply-text.ts); may be ''. */
  text: string;
  attachments: InboundAttachment[];
}

export interface InboundHandlers {
  /** Whether the token names a conversation that takes email replies (asked at RCPT time). */
  lookup(token: string): Promise<boolean>;
  /** Posts the reply; a PermanentRefusal is answered 5xx, anything else 451 (the sender retries). */
  deliver(mail: InboundReply): Promise<void>;
}

export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

/** A refusal the sending server should report to the visitor instead of retrying. */
export class PermanentRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** An SMTP reply: smtp-server answers a callback's error with its responseCode and message. */
const reply = (responseCode: number, message: string): Error & { responseCode: number } => Object.assign(new Error(message), { responseCode });

const noSuchRecipient = () => reply(550, '5.1.1 No such recipient here');
const tryLater = () => reply(451, '4.3.0 Temporary failure, try again later');

/** The bytes of the message, kept only up to the limit: an oversized one is refused (552) without being held whole. */
async function readMessage(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return stream.sizeExceeded || size > maxBytes ? null : Buffer.concat(chunks);
}

/**
 * The listener for visitors' email replies (reply+<token>@<domain>): plain SMTP without AUTH or
 * TLS, as an MX or a forwarding rule delivers to it. TLS is a relay's job in front of it
 * (docs/email-replies.md): STARTTLS here would need a certificate of the domain, and a relay
 * (Postfix, a provider's forwarding) already has one. Unknown tokens and other addresses are
 * refused at RCPT (550 5.1.1), so nothing is accepted that cannot be delivered.
 */
export async function startInboundSmtp(cfg: InboundEmailConfig, handlers: InboundHandlers, logger: Logger): Promise<InboundSmtp> {
  const server = new SMTPServer({
    name: cfg.domain,
    banner: 'Parley replies',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: cfg.maxBytes,
    rejectOversized: true,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 5_000,
    onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback: (err?: Error | null) => void) {
      const token = tokenOfAddress(address.address, cfg.domain);
      if (!token) return callback(noSuchRecipient());
      handlers.lookup(token).then(
        (known) => callback(known ? null : noSuchRecipient()),
        (err: unknown) => {
          logger.warn({ err }, 'inbound email: reply address lookup failed');
          callback(tryLater());
        },
      );
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null, message?: string) => void) {
      void (async () => {
        const raw = await readMessage(stream, cfg.maxBytes);
        // rejectOversized answers 552 whatever is said here.
        if (!raw) return callback(reply(552, '5.3.4 Message too big'));
        const parsed = await simpleParser(raw);
        const from = parsed.from?.value.find((a) => a.address)?.address?.toLowerCase() ?? null;
        const attachments = parsed.attachments
          // Pictures a signature or layout shows inline (cid: references of the HTML) are not what the visitor sent.
          .filter((a) => !a.related && a.content.length > 0)
          .map((a) => ({ filename: a.filename ?? 'attachment', contentType: a.contentType || 'application/octet-stream', content: a.content }));
        const tokens = new Set(session.envelope.rcptTo.map((r) => tokenOfAddress(r.address, cfg.domain)).filter((t): t is string => t !== null));
        const text = replyText(parsed.text ?? '');
        for (const token of tokens)
          await handlers.deliver({ token, from, subject: parsed.subject ?? '', messageId: parsed.messageId ?? null, text, attachments });
        callback(null, 'OK: reply delivered');
      })().catch((err: unknown) => {
        if (err instanceof PermanentRefusal) return callback(reply(err.responseCode, err.message));
        logger.warn({ err }, 'inbound email: delivery failed; the sender will retry');
        callback(tryLater());
      });
    },
  });
  server.on('error', (err: Error) => logger.warn({ err }, 'inbound SMTP error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(cfg.port, cfg.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  logger.info({ port, host: cfg.host, domain: cfg.domain }, 'inbound SMTP listening for email replies');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
