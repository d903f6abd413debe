import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import { isUuid } from '../../common/sql';
import { JSON_TOO_DEEP_REASON, jsonTooDeep } from '../../common/json-depth';
import type { JobQueue } from '../../core/jobs/job-queue';
import { ExternalPlatform } from './platform.entity';
import { renderMessage } from '../../i18n/messages';

const BODY_LIMIT = '1mb';

/** `sha256=` + hex HMAC-SHA256 of the raw body with the app secret, compared in constant time. */
export function validSignature(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!appSecret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** One attachment of a message as Messenger documents them (image, audio, video, file, location, fallback, reel, template...). */
export interface MessagingAttachment {
  type?: string;
  title?: string;
  url?: string;
  payload?: { url?: string; title?: string; sticker_id?: number | string; coordinates?: { lat?: number; long?: number } } | null;
}

/** One messaging event as Facebook sends it (what we read of it). */
export interface MessagingEvent {
  sender?: { id?: string };
  recipient?: { id?: string };
  timestamp?: number;
  message?: {
    mid?: string;
    text?: string;
    is_echo?: boolean;
    quick_reply?: { payload?: string };
    attachments?: MessagingAttachment[];
  };
  postback?: { mid?: string; title?: string; payload?: string };
  /** Anything else a page is sent (reaction, referral, optin...), kept under its name as an unsupported notice. */
  [kind: string]: unknown;
}

/** Receipts and echoes: about messages, not messages; nothing to show. */
const NOT_MESSAGES = new Set(['delivery', 'read']);

/** The kind of a messaging event: message, postback, or the name of the field that says what it is. */
export function eventKindOf(event: MessagingEvent): string | null {
  if (event.message) return 'message';
  if (event.postback) return 'postback';
  const kind = Object.keys(event).find((k) => !['sender', 'recipient', 'timestamp'].includes(k));
  return kind && !NOT_MESSAGES.has(kind) ? kind.slice(0, 60) : null;
}

/** The id a messaging event is known by: the message's mid, or for anything else its mid or a digest of what it says. */
export function eventIdOf(event: MessagingEvent): string | null {
  if (event.message?.mid) return event.message.mid;
  const kind = eventKindOf(event);
  if (!kind) return null;
  if (event.postback?.mid) return `postback:${event.postback.mid}`;
  const body = kind === 'message' ? event.message : event[kind];
  const digest = createHash('sha256')
    .update(JSON.stringify([event.sender?.id, event.recipient?.id, event.timestamp, body]))
    .digest('hex');
  return `${kind}:${digest}`;
}

/**
 * Facebook's ids are strings, but a page may be sent them as bare numbers, which JSON.parse would
 * round past 2^53: the digits are quoted before parsing. Only an `"id":` right after `{` or `,` is a
 * key (inside a string, a quote is escaped), so message text is never touched.
 */
export function quoteNumericIds(raw: string): string {
  return raw.replace(/([{,]\s*)"id"(\s*):(\s*)(-?\d+)(?=\s*[,}])/g, '$1"id"$2:$3"$4"');
}

/** What a page delivery carries that we keep: whatever a customer sent or did (not echoes, reads or deliveries). */
export function keptEvents(body: unknown): MessagingEvent[] {
  if (typeof body !== 'object' || body === null || (body as { object?: unknown }).object !== 'page') return [];
  const entries = (body as { entry?: unknown }).entry;
  if (!Array.isArray(entries)) return [];
  const kept: MessagingEvent[] = [];
  for (const entry of entries) {
    const messaging = (entry as { messaging?: unknown } | null)?.messaging;
    if (!Array.isArray(messaging)) continue;
    for (const raw of messaging as (MessagingEvent | null)[]) {
      if (typeof raw !== 'object' || raw === null) continue;
      if (typeof raw.sender?.id !== 'string' || typeof raw.recipient?.id !== 'string') continue;
      if (raw.message?.is_echo) continue;
      if (!eventKindOf(raw)) continue;
      kept.push(raw);
    }
  }
  return kept;
}

interface WebhookDeps {
  dataSource: DataSource;
  jobs: JobQueue;
  logger: Logger;
}

/**
 * /webhooks/facebook/{platformId}: the subscription check (GET) and page deliveries (POST, signed
 * with the app secret). A delivery is stored and answered 200 at once; a durable job reads it
 * (jobs/platform-inbound.job.ts). A retried delivery (same mid) is stored once and read once.
 */
export function facebookWebhook(deps: WebhookDeps): Router {
  const router = Router();
  const platformOf = async (id: string) => (isUuid(id) ? await deps.dataSource.getRepository(ExternalPlatform).findOneBy({ id, type: 'facebook' }) : null);

  router.get('/webhooks/facebook/:platformId', async (req: Request, res: Response) => {
    const platform = await platformOf(String(req.params.platformId));
    const mode = req.query['hub.mode'];
    const token = req.query['hub.verify_token'];
    const challenge = req.query['hub.challenge'];
    if (!platform || mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || !sameText(token, platform.verifyToken)) {
      res.status(403).type('text/plain').send('Forbidden');
      return;
    }
    res.status(200).type('text/plain').send(challenge);
  });

  router.post('/webhooks/facebook/:platformId', express.raw({ type: () => true, limit: BODY_LIMIT }), async (req: Request, res: Response) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    // Before any work on it (the signature, storing): stored, it would be stringified, which recursion overflows.
    if (jsonTooDeep(raw)) {
      res
        .status(400)
        .type('text/plain')
        .send(renderMessage({ reason: JSON_TOO_DEEP_REASON }, 'en'));
      return;
    }
    const platform = await platformOf(String(req.params.platformId));
    const signature = req.headers['x-hub-signature-256'];
    if (!platform || !validSignature(raw, typeof signature === 'string' ? signature : undefined, platform.appSecret)) {
      deps.logger.warn({ platformId: req.params.platformId, signed: typeof signature === 'string' }, 'facebook delivery refused: bad or missing signature');
      res.status(403).type('text/plain').send('Forbidden');
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(quoteNumericIds(raw.toString('utf8')));
    } catch {
      res.status(400).type('text/plain').send('Bad JSON');
      return;
    }
    const events = keptEvents(body);
    await deps.dataSource.transaction(async (m) => {
      for (const event of events) {
        const externalId = eventIdOf(event);
        if (!externalId) continue;
        const inserted: { id: string }[] = await m.query(
          `INSERT INTO platform_event (workspace_id, platform_id, external_id, payload) VALUES ($1, $2, $3, $4::jsonb)
           ON CONFLICT (platform_id, external_id) DO NOTHING RETURNING id`,
          // PostgreSQL's jsonb cannot hold NUL: it goes, the rest is kept.
          [platform.workspaceId, platform.id, externalId.slice(0, 500), JSON.stringify(event).replace(/\\u0000/g, '')],
        );
        if (inserted[0]) await deps.jobs.send('platform-inbound', { eventId: inserted[0].id }, { manager: m });
      }
    });
    res.status(200).type('text/plain').send('EVENT_RECEIVED');
  });

  return router;
}
