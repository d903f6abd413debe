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

/** One messaging event as Facebook sends it (what we read of it). */
export interface MessagingEvent {
  sender?: { id?: string };
  recipient?: { id?: string };
  timestamp?: number;
  message?: { mid?: string; text?: string; is_echo?: boolean; attachments?: { type?: string; payload?: { url?: string } }[] };
  postback?: { mid?: string; title?: string; payload?: string };
}

/** The id a messaging event is known by: the message's mid, or for a postback its mid or a digest of what it says. */
export function eventIdOf(event: MessagingEvent): string | null {
  if (event.message?.mid) return event.message.mid;
  if (event.postback) {
    if (event.postback.mid) return `postback:${event.postback.mid}`;
    const digest = createHash('sha256')
      .update(JSON.stringify([event.sender?.id, event.recipient?.id, event.timestamp, event.postback]))
      .digest('hex');
    return `postback:${digest}`;
  }
  return null;
}

/** What a page delivery carries that we keep: customer messages and postbacks (not echoes, reads or deliveries). */
export function keptEvents(body: unknown): MessagingEvent[] {
  if (typeof body !== 'object' || body === null || (body as { object?: unknown }).object !== 'page') return [];
  const entries = (body as { entry?: unknown }).entry;
  if (!Array.isArray(entries)) return [];
  const kept: MessagingEvent[] = [];
  for (const entry of entries) {
    const messaging = (entry as { messaging?: unknown } | null)?.messaging;
    if (!Array.isArray(messaging)) continue;
    for (const raw of messaging as MessagingEvent[]) {
      if (typeof raw?.sender?.id !== 'string' || typeof raw?.recipient?.id !== 'string') continue;
      if (raw.message?.is_echo) continue;
      if (!raw.message && !raw.postback) continue;
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
      body = JSON.parse(raw.toString('utf8'));
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
