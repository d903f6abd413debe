import http from 'node:http';
import https from 'node:https';
import type { ServiceDeps } from '../service-deps';
import { domainEvent } from '../../core/events/events';
import { record } from '../audit/audit-record';
import { WebhookSubscription } from './webhook.entity';
import { postDelivery, type DeliveryOutcome } from './webhook-post';

/** Deliveries read per round, and conversations delivered side by side within it (each in its own order). */
const ROUND_SIZE = 500;
const PARALLEL_KEYS = 64;
/** A drain gives its lease back after this and starts again (a lease lasts LEASE_SECONDS unless renewed). */
const DRAIN_MS = 40_000;
const LEASE_SECONDS = 60;
/** The backoff stops doubling at this multiple of the first delay (10 s → 2 h by default). */
const BACKOFF_CAP_FACTOR = 720;
/** How long the delivery log keeps what was delivered (what waits is kept until it is delivered or its subscription deleted). */
export const LOG_DAYS = 30;
const PRUNE_BATCH = 5_000;

interface PendingRow {
  seq: string;
  event_id: string;
  event_type: string;
  order_key: string;
  body: string;
  attempts: number;
}

/** The wait before the n-th retry: doubling from the first delay up to its cap, ±20 % so receivers coming back are not hit at once. */
export function backoffMs(failures: number, baseMs: number, random: () => number = Math.random): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, failures - 1), baseMs * BACKOFF_CAP_FACTOR);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Delivers what webhook-outbox.ts recorded, a subscription at a time: one node holds its lease and
 * sends its pending deliveries in the order they were recorded (conversations side by side, each
 * in order), records each outcome, and on a failure pauses the whole subscription with backoff
 * (so nothing of a conversation overtakes what failed). A retry is a pg-boss job due at that time
 * (plus a timer on this node for precision); a sweep every half-minute picks up what a node that
 * died left. After WEBHOOK_FAILURE_LIMIT consecutive failed rounds the subscription is disabled.
 */
export class WebhookDeliveries {
  private readonly draining = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Subscriptions this node knows to be waiting out a backoff, until when (ms): their new events start no drain (the timer will). */
  private readonly pausedUntil = new Map<string, number>();
  /** Kept-alive connections per subscription and receiver origin (a changed URL gets its own). */
  private readonly agents = new Map<string, { origin: string; agent: http.Agent }>();
  private stopped = false;

  constructor(private readonly deps: ServiceDeps) {}

  /** Deliver this subscription's due events now: here on a worker node, through a job elsewhere. */
  kick(subscriptionId: string): void {
    if (this.stopped) return;
    if ((this.pausedUntil.get(subscriptionId) ?? 0) > Date.now()) return;
    if (!this.deps.config.jobWorkers) {
      this.deps.jobs
        .send('webhook-deliver', { subscriptionId }, { singletonKey: subscriptionId })
        .catch((err: unknown) => this.logFailure(err, subscriptionId));
      return;
    }
    void this.drainHere(subscriptionId);
  }

  /** The drain of this subscription on this node, started if none is under way (a call during one makes it look again). */
  drainHere(subscriptionId: string): Promise<void> {
    const running = this.draining.get(subscriptionId);
    if (running) {
      this.again.add(subscriptionId);
      return running;
    }
    const run = this.drain(subscriptionId)
      .catch((err: unknown) => this.logFailure(err, subscriptionId))
      .finally(() => {
        this.draining.delete(subscriptionId);
        if (this.again.delete(subscriptionId)) this.kick(subscriptionId);
      });
    this.draining.set(subscriptionId, run);
    return run;
  }

  private logFailure(err: unknown, subscriptionId: string): void {
    this.deps.logger.warn({ err, subscriptionId }, 'webhook delivery run failed; the sweep starts it again');
  }

  private async drain(id: string): Promise<void> {
    while (!this.stopped) {
      const leased = (await this.deps.dataSource.query(
        `UPDATE webhook_subscription SET lease_until = now() + interval '${LEASE_SECONDS} seconds'
          WHERE id = $1 AND active AND (lease_until IS NULL OR lease_until < now()) RETURNING id`,
        [id],
      )) as [unknown[], number] | unknown[];
      if (rowsOf(leased).length === 0) return; // another node delivers it, and looks again after giving the lease back
      try {
        await this.rounds(id);
      } finally {
        await this.deps.dataSource.query(`UPDATE webhook_subscription SET lease_until = NULL WHERE id = $1`, [id]);
      }
      // Given back first, then looked: an event recorded while the lease was held is not left behind.
      if (!(await this.hasDue(id))) return;
    }
  }

  private async hasDue(id: string): Promise<boolean> {
    const rows = (await this.deps.dataSource.query(
      `SELECT 1 FROM webhook_subscription s WHERE s.id = $1 AND s.active AND (s.retry_at IS NULL OR s.retry_at <= now())
          AND EXISTS (SELECT 1 FROM webhook_delivery d WHERE d.subscription_id = s.id AND d.status = 'pending')`,
      [id],
    )) as unknown[];
    return rows.length > 0;
  }

  private async rounds(id: string): Promise<void> {
    const repo = this.deps.dataSource.getRepository(WebhookSubscription);
    const deadline = Date.now() + DRAIN_MS;
    while (!this.stopped && Date.now() < deadline) {
      const sub = await repo.findOneBy({ id });
      if (!sub?.active) return;
      if (sub.retryAt && sub.retryAt.getTime() > Date.now()) return this.retryAt(id, sub.retryAt);
      const rows = (await this.deps.dataSource.query(
        `SELECT seq, event_id, event_type, order_key, body, attempts FROM webhook_delivery
          WHERE subscription_id = $1 AND status = 'pending' ORDER BY seq LIMIT ${ROUND_SIZE}`,
        [id],
      )) as PendingRow[];
      if (rows.length === 0) return;
      const byKey = new Map<string, PendingRow[]>();
      for (const row of rows) byKey.set(row.order_key, [...(byKey.get(row.order_key) ?? []), row]);
      const secrets = [
        sub.secret,
        ...(sub.previousSecret && sub.previousSecretUntil && sub.previousSecretUntil.getTime() > Date.now() ? [sub.previousSecret] : []),
      ];
      const outcomes: { row: PendingRow; outcome: DeliveryOutcome }[] = [];
      let failed = false;
      await inParallel([...byKey.values()], PARALLEL_KEYS, async (lane) => {
        for (const row of lane) {
          if (failed || this.stopped) return;
          const outcome = await postDelivery({
            url: sub.url,
            body: row.body,
            eventId: row.event_id,
            eventType: row.event_type,
            attempt: row.attempts + 1,
            secrets,
            allowPrivate: this.deps.config.allowPrivateFetch,
            agent: this.agentFor(sub),
          });
          outcomes.push({ row, outcome });
          if (!outcome.ok) {
            failed = true;
            return;
          }
        }
      });
      await this.recordOutcomes(outcomes);
      if (failed) await this.failedRound(sub);
      else if (sub.consecutiveFailures > 0) await this.recovered(sub);
      await this.deps.dataSource.query(`UPDATE webhook_subscription SET lease_until = now() + interval '${LEASE_SECONDS} seconds' WHERE id = $1`, [id]);
    }
  }

  private async recordOutcomes(outcomes: { row: PendingRow; outcome: DeliveryOutcome }[]): Promise<void> {
    if (outcomes.length === 0) return;
    await this.deps.dataSource.query(
      `UPDATE webhook_delivery d SET attempts = d.attempts + 1, last_attempt_at = now(), last_status = o.status,
          last_duration_ms = o.duration, last_error = o.error, last_response = o.response,
          status = CASE WHEN o.ok THEN 'delivered' ELSE d.status END,
          delivered_at = CASE WHEN o.ok THEN now() ELSE d.delivered_at END
        FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::text[], $6::bool[]) AS o(seq, status, duration, error, response, ok)
        WHERE d.seq = o.seq`,
      [
        outcomes.map((o) => o.row.seq),
        outcomes.map((o) => o.outcome.status),
        outcomes.map((o) => o.outcome.durationMs),
        outcomes.map((o) => o.outcome.error),
        outcomes.map((o) => o.outcome.response),
        outcomes.map((o) => o.outcome.ok),
      ],
    );
  }

  /** A round with a failure: the subscription waits its backoff, or is disabled past the limit. */
  private async failedRound(sub: WebhookSubscription): Promise<void> {
    const { retryBaseMs, failureLimit } = this.deps.config.webhooks;
    const failures = sub.consecutiveFailures + 1;
    const repo = this.deps.dataSource.getRepository(WebhookSubscription);
    if (failures >= failureLimit) {
      await this.deps.dataSource.transaction(async (m) => {
        await m.update(
          WebhookSubscription,
          { id: sub.id },
          { consecutiveFailures: failures, active: false, disabledReason: 'failures', disabledAt: new Date(), retryAt: null },
        );
        await record(m, {
          actor: { kind: 'system', workspaceId: sub.workspaceId },
          action: 'webhook.disabled',
          target: { type: 'webhook', id: sub.id },
          detail: { url: sub.url, failures },
        });
        await this.deps.jobs.send('webhook-disabled-email', { subscriptionId: sub.id }, { manager: m });
      });
      this.deps.logger.warn({ subscriptionId: sub.id, failures }, 'webhook subscription disabled after consecutive failures');
    } else {
      const at = new Date(Date.now() + backoffMs(failures, retryBaseMs));
      await repo.update({ id: sub.id }, { consecutiveFailures: failures, retryAt: at });
      await this.retryAt(sub.id, at);
    }
    await this.announce(sub.workspaceId, sub.id);
  }

  private async recovered(sub: WebhookSubscription): Promise<void> {
    await this.deps.dataSource.getRepository(WebhookSubscription).update({ id: sub.id }, { consecutiveFailures: 0, retryAt: null });
    await this.announce(sub.workspaceId, sub.id);
  }

  announce(workspaceId: string, id: string): Promise<void> {
    return this.deps.bus.publish(domainEvent('webhook.updated', workspaceId, {}, { id }));
  }

  /** Delivers now what waits, a backoff or not (the subscription was turned on, or someone asked for a ping or a redelivery). */
  resume(subscriptionId: string): void {
    this.pausedUntil.delete(subscriptionId);
    this.kick(subscriptionId);
  }

  /** The next try of a paused subscription: a durable job due then, and this node's timer (a job is found only at a poll). */
  private async retryAt(id: string, at: Date): Promise<void> {
    this.pausedUntil.set(id, at.getTime());
    await this.deps.jobs.send('webhook-deliver', { subscriptionId: id }, { startAfter: at, singletonKey: id });
    clearTimeout(this.timers.get(id));
    const timer = setTimeout(
      () => {
        this.timers.delete(id);
        this.kick(id);
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timer.unref();
    this.timers.set(id, timer);
  }

  /** Subscriptions with due deliveries nobody is delivering (a node stopped mid-drain, a job lost): started here. */
  async sweep(): Promise<void> {
    const rows = (await this.deps.dataSource.query(
      `SELECT s.id FROM webhook_subscription s
        WHERE s.active AND (s.lease_until IS NULL OR s.lease_until < now()) AND (s.retry_at IS NULL OR s.retry_at <= now())
          AND EXISTS (SELECT 1 FROM webhook_delivery d WHERE d.subscription_id = s.id AND d.status = 'pending')`,
    )) as { id: string }[];
    // The database says they are due: a pause this node remembers (another node may have resumed them) is over.
    for (const { id } of rows) this.resume(id);
  }

  /** Delivered deliveries older than the log keeps (LOG_DAYS) go, a batch at a time so no statement holds many rows; answers the count. */
  async prune(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = (await this.deps.dataSource.query(
        `DELETE FROM webhook_delivery WHERE seq IN (
           SELECT seq FROM webhook_delivery WHERE status = 'delivered' AND delivered_at < now() - interval '${LOG_DAYS} days' LIMIT ${PRUNE_BATCH})
         RETURNING seq`,
      )) as [unknown[], number] | unknown[];
      const n = rowsOf(deleted).length;
      total += n;
      if (n < PRUNE_BATCH) return total;
    }
  }

  private agentFor(sub: WebhookSubscription): http.Agent {
    const origin = new URL(sub.url).origin;
    const kept = this.agents.get(sub.id);
    if (kept?.origin === origin) return kept.agent;
    kept?.agent.destroy();
    const options = { keepAlive: true, maxSockets: PARALLEL_KEYS, keepAliveMsecs: 1000, timeout: 30_000 };
    const agent = origin.startsWith('https:') ? new https.Agent(options) : new http.Agent(options);
    this.agents.set(sub.id, { origin, agent });
    return agent;
  }

  /** Stops starting deliveries and waits for the ones under way (at most one timeout). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.draining.values()]);
    for (const { agent } of this.agents.values()) agent.destroy();
    this.agents.clear();
  }
}

/** TypeORM answers an UPDATE … RETURNING as [rows, count] on PostgreSQL and as rows on some drivers. */
function rowsOf(result: [unknown[], number] | unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
}
