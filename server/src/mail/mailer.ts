import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/env';
import type { Logger } from '../common/logger';
import { redactUrl } from '../common/redact-url';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the email carries; logged with its token masked (never the whole body) when writing to the outbox. */
  link?: string;
  /** Where the recipient's answer goes (a visitor's reply address, modules/continuity). */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** Stable per message, with angle brackets: a retried send is the same email to the recipient's client. */
  messageId?: string;
  /** What it answers, so the recipient's client threads the emails of one conversation. */
  inReplyTo?: string;
  references?: string[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox, with the file (and the masked link) logged. */
export function createMailer(config: AppConfig, logger: Logger): Mailer {
  let transport: Transporter;
  const outbox = path.join(config.dataDir, 'outbox');
  if (config.smtpUrl) {
    transport = nodemailer.createTransport(config.smtpUrl);
  } else {
    transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: config.smtpFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
        headers: mail.headers,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo,
        references: mail.references,
      });
      if (config.smtpUrl) {
        logger.info({ to: mail.to, subject: mail.subject }, 'email sent');
        return;
      }
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`);
      fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
      // The link's token stays in the file: logs travel further than the data directory.
      logger.info({ to: mail.to, subject: mail.subject, file, link: mail.link && redactUrl(mail.link) }, 'email written to outbox');
    },
  };
}
