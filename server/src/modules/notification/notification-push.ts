import { createHash } from 'node:crypto';
import type { ServiceDeps } from '../service-deps';
import { publicLink } from '../account/links';
import { PushSubscription } from './notification.entity';
import { agentLang, bodyOf, notificationFacts, titleOf } from './notification-text';
import { sendWebPush, type PushPayload } from './web-push-send';

/** A push nobody received within an hour is dropped by the push service: it would be old news. */
const TTL_SECONDS = 3600;

/**
 * The agent-push job: the notification's push to each browser the agent subscribed, unless a
 * console tab of theirs has focus. The row moves pending → sending → sent (or skipped) so a second
 * run of the job sends nothing; a run after a crash mid-send sends again with the same Topic, which
 * the push service uses to replace the undelivered first (RFC 8030 §5.4) rather than show two.
 */
export class NotificationPush {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly keys: () => { publicKey: string; privateKey: string },
  ) {}

  async run(notificationId: string): Promise<void> {
    const ds = this.deps.dataSource;
    // A CTE, so the driver answers rows whatever it does with a bare UPDATE … RETURNING.
    const [claimed] = (await ds.query(
      `WITH c AS (UPDATE agent_notification SET push_state = 'sending' WHERE id = $1 AND push_state IN ('pending', 'sending') RETURNING agent_id) SELECT agent_id FROM c`,
      [notificationId],
    )) as { agent_id: string }[];
    const agentId = claimed?.agent_id;
    if (!agentId) return;
    const [focused] = (await ds.query(`SELECT 1 FROM console_focus WHERE agent_id = $1 AND until > now() LIMIT 1`, [agentId])) as unknown[];
    if (focused) {
      await ds.query(`UPDATE agent_notification SET push_state = 'skipped' WHERE id = $1`, [notificationId]);
      return;
    }
    const [facts] = await notificationFacts(ds, [notificationId]);
    const subs = await ds.getRepository(PushSubscription).findBy({ agentId });
    if (!facts || subs.length === 0) {
      await ds.query(`UPDATE agent_notification SET push_state = 'none' WHERE id = $1`, [notificationId]);
      return;
    }
    const lang = await agentLang(ds, agentId);
    const payload: PushPayload = {
      title: titleOf(facts, lang),
      body: bodyOf(facts, lang),
      url: publicLink(this.deps.config, `/conversation/${facts.conversationId}`),
      tag: facts.conversationId,
      conversationId: facts.conversationId,
      kind: facts.kind,
    };
    const topic = createHash('sha256').update(notificationId).digest('base64url').slice(0, 32);
    let retry = false;
    let sent = 0;
    for (const sub of subs) {
      const outcome = await sendWebPush(sub, payload, {
        vapid: this.keys(),
        subject: this.deps.config.notifications.vapidSubject,
        allowPrivate: this.deps.config.allowPrivateFetch,
        ttlSeconds: TTL_SECONDS,
        urgency: facts.kind === 'assignedMessage' ? 'normal' : 'high',
        topic,
      });
      if (outcome.kind === 'sent') {
        sent += 1;
        await ds.getRepository(PushSubscription).update({ id: sub.id }, { lastPushAt: new Date() });
      } else if (outcome.kind === 'gone') {
        // The browser unsubscribed or the push service expired it (404/410): it will never answer again.
        await ds.getRepository(PushSubscription).delete({ id: sub.id });
        this.deps.logger.info({ agentId, subscriptionId: sub.id, status: outcome.status }, 'push subscription expired and removed');
      } else {
        retry ||= outcome.retry;
        this.deps.logger.warn({ agentId, subscriptionId: sub.id, status: outcome.status, reason: outcome.reason }, 'push failed');
      }
    }
    if (retry && sent === 0) throw new Error('push service unavailable; retrying');
    await ds.query(`UPDATE agent_notification SET push_state = $2, pushed_at = now() WHERE id = $1`, [notificationId, sent > 0 ? 'sent' : 'failed']);
  }
}
