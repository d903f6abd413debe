import express, { Router, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import { isUuid } from '../../common/sql';
import { JSON_TOO_DEEP_REASON, jsonTooDeep } from '../../common/json-depth';
import type { JobQueue } from '../../core/jobs/job-queue';
import type { EventBus } from '../../core/events/event-bus';
import { conversationSubject, domainEvent } from '../../core/events/events';
import { systemAccess } from '../conversation/conversation-access';
import { ConversationEvents, subjectOf } from '../conversation/conversation-events';
import { selectByIds } from '../conversation/conversation-query';
import { MESSAGE_COLUMNS, toMessageView, type MessageRow } from '../message/message-view';
import { validSignature } from './facebook-webhook';
import { ExternalPlatform } from './platform.entity';
import { renderMessage } from '../../i18n/messages';

const BODY_LIMIT = '1mb';
export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature-256';

/** One customer message as the provider posts it (docs/provider-webhook.md). */
export interface ProviderEvent {
  eventId?: string;
  channelId?: string;
  timestamp?: number;
  customer?: { id?: string; name?: string; whatsappId?: string };
  message?: { type?: string; text?: string; url?: string; fileName?: string; payload?: string };
}

interface WebhookDeps {
  dataSource: DataSource;
  bus: EventBus;
  jobs: JobQueue;
  logger: Logger;
}

/**
 * /webhooks/provider/{platformId}/livechat: customer messages from a provider platform, signed
 * like Facebook's (sha256= HMAC of the raw body with the platform's webhook secret) in
 * X-Provider-Signature-256; each event stored once per eventId and read by the platform-inbound job.
 * /relay: the provider's delivery updates (a reply it could not deliver becomes a failed delivery).
 */
export function providerWebhook(deps: WebhookDeps): Router {
  const router = Router();
  const verified = async (req: Request, res: Response): Promise<{ platform: ExternalPlatform; body: unknown } | null> => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    // Before any work on it (the signature, storing): stored, it would be stringified, which recursion overflows.
    if (jsonTooDeep(raw)) {
      res
        .status(400)
        .type('text/plain')
        .send(renderMessage({ reason: JSON_TOO_DEEP_REASON }, 'en'));
      return null;
    }
    const id = String(req.params.platformId);
    const platform = isUuid(id) ? await deps.dataSource.getRepository(ExternalPlatform).findOneBy({ id, type: 'sanuker' }) : null;
    const signature = req.headers[PROVIDER_SIGNATURE_HEADER];
    if (!platform || !validSignature(raw, typeof signature === 'string' ? signature : undefined, platform.webhookSecret)) {
      deps.logger.warn({ platformId: id }, 'provider delivery refused: bad or missing signature');
      res.status(403).type('text/plain').send('Forbidden');
      return null;
    }
    try {
      return { platform, body: JSON.parse(raw.toString('utf8')) };
    } catch {
      res.status(400).type('text/plain').send('Bad JSON');
      return null;
    }
  };
  const raw = express.raw({ type: () => true, limit: BODY_LIMIT });

  router.post('/webhooks/provider/:platformId/livechat', raw, async (req: Request, res: Response) => {
    const got = await verified(req, res);
    if (!got) return;
    const event = got.body as ProviderEvent;
    const ok =
      typeof event?.eventId === 'string' &&
      event.eventId.length > 0 &&
      typeof event.channelId === 'string' &&
      typeof event.customer?.id === 'string' &&
      typeof event.message?.type === 'string';
    if (!ok) {
      res.status(400).json({ error: 'eventId, channelId, customer.id and message.type are required' });
      return;
    }
    await deps.dataSource.transaction(async (m) => {
      const inserted: { id: string }[] = await m.query(
        `INSERT INTO platform_event (workspace_id, platform_id, external_id, payload) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (platform_id, external_id) DO NOTHING RETURNING id`,
        [got.platform.workspaceId, got.platform.id, event.eventId!.slice(0, 500), JSON.stringify(event).replace(/\\u0000/g, '')],
      );
      if (inserted[0]) await deps.jobs.send('platform-inbound', { eventId: inserted[0].id }, { manager: m });
    });
    res.status(200).json({ received: true });
  });

  router.post('/webhooks/provider/:platformId/relay', raw, async (req: Request, res: Response) => {
    const got = await verified(req, res);
    if (!got) return;
    const update = got.body as { messageId?: unknown; status?: unknown; reason?: unknown };
    if (typeof update?.messageId === 'string' && update.status === 'failed') {
      const detail = String(update.reason ?? '').slice(0, 500);
      const [rows]: [MessageRow[], number] = await deps.dataSource.query(
        `UPDATE message SET meta = jsonb_set(meta, '{delivery}', $3::jsonb), updated_at = date_trunc('milliseconds', clock_timestamp())
         WHERE workspace_id = $1 AND meta->'delivery'->>'externalId' = $2 RETURNING ${MESSAGE_COLUMNS}`,
        [got.platform.workspaceId, update.messageId, JSON.stringify({ status: 'failed', reason: 'refused', detail })],
      );
      // The agents reading the conversation see it at once.
      for (const row of rows) {
        const access = systemAccess(got.platform.workspaceId);
        const [conversation] = await selectByIds(deps.dataSource.manager, access, [row.conversation_id], { readers: true });
        if (!conversation) continue;
        const subject = conversationSubject(subjectOf(conversation), { internal: false });
        await deps.bus.publish(domainEvent(ConversationEvents.messageUpdated, got.platform.workspaceId, subject, { ...toMessageView(row) }));
      }
    }
    res.status(200).json({ received: true });
  });

  return router;
}
