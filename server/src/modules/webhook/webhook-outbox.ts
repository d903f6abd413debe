import type { ServiceDeps } from '../service-deps';
import type { DomainEvent } from '../../core/events/events';
import { webhookEventsOf, type WebhookEvent } from './webhook-events';

/** Events are recorded in batches: at most this long after their publish, or at once past this many. */
const FLUSH_MS = 5;
const FLUSH_AT = 500;
/** The most events one statement records. */
const BATCH_MAX = 2_000;
/** Whether a workspace has an active subscription is read again at most this often on each node. */
const KNOWN_FOR_MS = 1_000;

/**
 * Records each event this node publishes (the bus's onPublish: one node, once) as a pending delivery
 * for every active subscription of its workspace that asked for its type, in publish order, then
 * starts their delivery. Workspaces without webhooks cost a lookup a second, not a statement an event.
 */
export class WebhookOutbox {
  private buffer: WebhookEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private recording: Promise<void> | null = null;
  private readonly known = new Map<string, { has: boolean; at: number }>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly deliver: (subscriptionId: string) => void,
  ) {}

  start(): void {
    this.unsubscribe ??= this.deps.bus.onPublish((event) => this.onEvent(event));
  }

  private onEvent(event: DomainEvent): void {
    const known = this.known.get(event.workspaceId);
    if (known && !known.has && Date.now() - known.at < KNOWN_FOR_MS) return;
    const events = webhookEventsOf(event);
    if (events.length > 0) this.add(events);
  }

  /** A subscription of this workspace was made or changed here: the next event looks again. */
  forget(workspaceId: string): void {
    this.known.delete(workspaceId);
  }

  add(events: WebhookEvent[]): void {
    this.buffer.push(...events);
    if (this.recording) return; // the batch under way takes what came meanwhile as its next one
    if (this.buffer.length >= FLUSH_AT) this.flushSoon(0);
    else this.flushSoon(FLUSH_MS);
  }

  private flushSoon(ms: number): void {
    if (this.timer && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  /**
   * Records what is buffered, one batch at a time: what comes while a batch is written is the next
   * batch, however much that is (a busy database makes fewer, larger statements, not a queue of small
   * ones), and each batch follows the one before, so publish order is seq order.
   */
  flush(): Promise<void> {
    if (this.recording) return this.recording;
    this.recording = (async () => {
      try {
        while (this.buffer.length > 0) await this.record(this.buffer.splice(0, BATCH_MAX));
      } finally {
        this.recording = null;
      }
    })();
    return this.recording;
  }

  private async record(batch: WebhookEvent[]): Promise<void> {
    try {
      const wanted = await this.withSubscriptions(batch);
      if (wanted.length === 0) return;
      const rows = (await this.deps.dataSource.query(
        `INSERT INTO webhook_delivery (subscription_id, workspace_id, event_id, event_type, order_key, body)
         SELECT s.id, e.workspace_id, e.event_id, e.event_type, e.order_key, e.body
           FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::bool[]) WITH ORDINALITY AS e(workspace_id, event_id, event_type, order_key, body, internal, n)
           JOIN webhook_subscription s ON s.workspace_id = e.workspace_id AND s.active
            AND e.event_type = ANY(s.events) AND (NOT e.internal OR s.include_internal)
          ORDER BY e.n, s.id
         RETURNING subscription_id`,
        [
          wanted.map((e) => e.workspaceId),
          wanted.map((e) => e.id),
          wanted.map((e) => e.type),
          wanted.map((e) => e.orderKey),
          wanted.map((e) => e.body),
          wanted.map((e) => e.internal),
        ],
      )) as { subscription_id: string }[];
      for (const id of new Set(rows.map((r) => r.subscription_id))) this.deliver(id);
    } catch (err) {
      this.deps.logger.error({ err, events: batch.length }, 'webhook events could not be recorded');
    }
  }

  /** The events of workspaces that have an active subscription (looked up for those not known within the last second). */
  private async withSubscriptions(batch: WebhookEvent[]): Promise<WebhookEvent[]> {
    const now = Date.now();
    const stale = [...new Set(batch.map((e) => e.workspaceId))].filter((w) => {
      const k = this.known.get(w);
      return !k || now - k.at >= KNOWN_FOR_MS;
    });
    if (stale.length > 0) {
      const rows = (await this.deps.dataSource.query(`SELECT DISTINCT workspace_id FROM webhook_subscription WHERE active AND workspace_id = ANY($1::uuid[])`, [
        stale,
      ])) as { workspace_id: string }[];
      const has = new Set(rows.map((r) => r.workspace_id));
      for (const w of stale) this.known.set(w, { has: has.has(w), at: now });
    }
    return batch.filter((e) => this.known.get(e.workspaceId)?.has);
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
