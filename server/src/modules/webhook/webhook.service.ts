import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requirePermission } from '../../auth/permissions';
import { randomToken } from '../../auth/tokens';
import { invalid, msg, notFound } from '../../common/errors';
import { isUuid } from '../../common/sql';
import { auditActor, record } from '../audit/audit-record';
import { WebhookDelivery, WebhookSubscription } from './webhook.entity';
import { PING, WEBHOOK_EVENT_TYPES, webhookBody } from './webhook-events';
import { ROTATION_OVERLAP_MS } from './webhook-signature';
import { WebhookDeliveries } from './webhook-delivery';
import { WebhookOutbox } from './webhook-outbox';
import { deliveryView, subscriptionView } from './webhook-view';
import { checkedUrl } from './webhook-url';
import type { WebhookChanges, WebhookDeliveryPage, WebhookDeliveryView, WebhookInput, WebhookView } from './webhook.types';

/** Subscriptions a workspace may have. */
export const WEBHOOKS_PER_WORKSPACE = 20;
export const DELIVERY_PAGE_MAX = 100;

function checkedEvents(events: string[]): string[] {
  const unique = [...new Set(events.map((e) => e.trim()).filter(Boolean))];
  if (unique.length === 0) throw invalid('webhook.chooseAtLeastOneEvent', { events: 'required' });
  const unknown = unique.filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e));
  if (unknown.length > 0) throw invalid(msg('webhook.unknownEvents', { list: unknown.join(', ') }), { events: 'unknown' });
  return unique;
}

const newSecret = () => `whsec_${randomToken(32)}`;

/**
 * Outgoing webhooks (docs/integrations.md): a workspace's subscriptions, managed by those holding
 * manageSettings; the events they receive are recorded by the outbox and sent by the deliveries.
 */
export class WebhookService {
  readonly deliveries: WebhookDeliveries;
  readonly outbox: WebhookOutbox;

  constructor(private readonly deps: ServiceDeps) {
    this.deliveries = new WebhookDeliveries(deps);
    this.outbox = new WebhookOutbox(deps, (id) => this.deliveries.kick(id));
  }

  private get repo() {
    return this.deps.dataSource.getRepository(WebhookSubscription);
  }

  private async find(a: AuthenticatedActor, id: string, m: EntityManager = this.deps.dataSource.manager): Promise<WebhookSubscription> {
    if (!isUuid(id)) throw notFound('webhook.notFound');
    const sub = await m.findOneBy(WebhookSubscription, { id, workspaceId: a.workspaceId });
    if (!sub) throw notFound('webhook.notFound');
    return sub;
  }

  async list(actor: Actor): Promise<WebhookView[]> {
    const a = requirePermission(actor, 'manageSettings');
    const rows = await this.repo.find({ where: { workspaceId: a.workspaceId }, order: { createdAt: 'ASC' } });
    return rows.map((s) => subscriptionView(s));
  }

  async get(actor: Actor, id: string): Promise<WebhookView> {
    const a = requirePermission(actor, 'manageSettings');
    return subscriptionView(await this.find(a, id));
  }

  async create(actor: Actor, input: WebhookInput): Promise<WebhookView> {
    const a = requirePermission(actor, 'manageSettings');
    const url = checkedUrl(input.url, this.deps.config.allowPrivateFetch);
    const events = checkedEvents(input.events);
    const secret = newSecret();
    const saved = await this.deps.dataSource.transaction(async (m) => {
      const count = await m.countBy(WebhookSubscription, { workspaceId: a.workspaceId });
      if (count >= WEBHOOKS_PER_WORKSPACE) throw invalid(msg('webhook.tooMany', { max: WEBHOOKS_PER_WORKSPACE }));
      const sub = await m.save(
        m.create(WebhookSubscription, {
          workspaceId: a.workspaceId,
          url,
          description: (input.description ?? '').trim().slice(0, 200),
          events,
          includeInternal: input.includeInternal ?? false,
          active: input.active ?? true,
          secret,
          createdBy: a.kind === 'agent' ? a.agentId : null,
        }),
      );
      await record(m, { actor: auditActor(a), action: 'webhook.created', target: { type: 'webhook', id: sub.id }, detail: { url, events } });
      return sub;
    });
    this.outbox.forget(a.workspaceId);
    await this.deliveries.announce(a.workspaceId, saved.id);
    return subscriptionView(saved, secret);
  }

  async update(actor: Actor, changes: WebhookChanges): Promise<WebhookView> {
    const a = requirePermission(actor, 'manageSettings');
    const saved = await this.deps.dataSource.transaction(async (m) => {
      const sub = await this.find(a, changes.id, m);
      const before = { url: sub.url, events: sub.events, includeInternal: sub.includeInternal, active: sub.active, description: sub.description };
      if (changes.url !== undefined) sub.url = checkedUrl(changes.url, this.deps.config.allowPrivateFetch);
      if (changes.events !== undefined) sub.events = checkedEvents(changes.events);
      if (changes.description !== undefined) sub.description = changes.description.trim().slice(0, 200);
      if (changes.includeInternal !== undefined) sub.includeInternal = changes.includeInternal;
      if (changes.active !== undefined && changes.active !== sub.active) {
        sub.active = changes.active;
        // Turned on again: what waited is delivered now, from a clean slate.
        sub.consecutiveFailures = 0;
        sub.retryAt = null;
        sub.disabledReason = null;
        sub.disabledAt = changes.active ? null : new Date();
      }
      const after = await m.save(sub);
      const changed = Object.keys(before).filter((k) => JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(after[k as keyof typeof before]));
      if (changed.length > 0)
        await record(m, { actor: auditActor(a), action: 'webhook.updated', target: { type: 'webhook', id: sub.id }, detail: { fields: changed } });
      return after;
    });
    this.outbox.forget(a.workspaceId);
    await this.deliveries.announce(a.workspaceId, saved.id);
    if (saved.active) this.deliveries.resume(saved.id);
    return subscriptionView(saved);
  }

  async delete(actor: Actor, id: string): Promise<boolean> {
    const a = requirePermission(actor, 'manageSettings');
    await this.deps.dataSource.transaction(async (m) => {
      const sub = await this.find(a, id, m);
      await m.delete(WebhookSubscription, { id: sub.id });
      await record(m, { actor: auditActor(a), action: 'webhook.deleted', target: { type: 'webhook', id: sub.id }, detail: { url: sub.url } });
    });
    this.outbox.forget(a.workspaceId);
    await this.deliveries.announce(a.workspaceId, id);
    return true;
  }

  /** A new secret signs from now on; the old one signs beside it for 24 hours, so receivers can switch without losing a delivery. */
  async rotateSecret(actor: Actor, id: string): Promise<WebhookView> {
    const a = requirePermission(actor, 'manageSettings');
    const secret = newSecret();
    const saved = await this.deps.dataSource.transaction(async (m) => {
      const sub = await this.find(a, id, m);
      sub.previousSecret = sub.secret;
      sub.previousSecretUntil = new Date(Date.now() + ROTATION_OVERLAP_MS);
      sub.secret = secret;
      const after = await m.save(sub);
      await record(m, { actor: auditActor(a), action: 'webhook.secretRotated', target: { type: 'webhook', id: sub.id } });
      return after;
    });
    await this.deliveries.announce(a.workspaceId, id);
    return subscriptionView(saved, secret);
  }

  /** Sends a `ping` event to this subscription now, whatever events it asked for. */
  async ping(actor: Actor, id: string): Promise<WebhookDeliveryView> {
    const a = requirePermission(actor, 'manageSettings');
    const sub = await this.find(a, id);
    if (!sub.active) throw invalid('webhook.isDisabled');
    const eventId = randomUUID();
    const body = webhookBody(eventId, PING, a.workspaceId, Date.now(), { subscriptionId: sub.id, url: sub.url });
    return this.enqueue(sub, { eventId, eventType: PING, orderKey: `workspace:${a.workspaceId}`, body });
  }

  /** The same event again (same id and body), after everything already waiting. */
  async redeliver(actor: Actor, id: string, deliveryId: string): Promise<WebhookDeliveryView> {
    const a = requirePermission(actor, 'manageSettings');
    const sub = await this.find(a, id);
    if (!sub.active) throw invalid('webhook.isDisabled');
    const original = /^\d{1,18}$/.test(deliveryId)
      ? await this.deps.dataSource.getRepository(WebhookDelivery).findOneBy({ seq: deliveryId, subscriptionId: sub.id })
      : null;
    if (!original) throw notFound('webhook.notFound');
    return this.enqueue(sub, { eventId: original.eventId, eventType: original.eventType, orderKey: original.orderKey, body: original.body });
  }

  private async enqueue(sub: WebhookSubscription, d: { eventId: string; eventType: string; orderKey: string; body: string }): Promise<WebhookDeliveryView> {
    const saved = await this.deps.dataSource
      .getRepository(WebhookDelivery)
      .save({ subscriptionId: sub.id, workspaceId: sub.workspaceId, eventId: d.eventId, eventType: d.eventType, orderKey: d.orderKey, body: d.body });
    // Asked for by a person: tried now, a backoff or not (what waits goes first, in order).
    if (sub.retryAt) await this.repo.update({ id: sub.id }, { retryAt: null });
    this.deliveries.resume(sub.id);
    const row = await this.deps.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ seq: saved.seq });
    return deliveryView(row);
  }

  /** The delivery log, newest first, in pages before `before` (a delivery id). */
  async deliveryLog(actor: Actor, id: string, opts: { before?: string; size?: number }): Promise<WebhookDeliveryPage> {
    const a = requirePermission(actor, 'manageSettings');
    const sub = await this.find(a, id);
    const size = Math.min(Math.max(opts.size ?? 50, 1), DELIVERY_PAGE_MAX);
    const qb = this.deps.dataSource
      .getRepository(WebhookDelivery)
      .createQueryBuilder('d')
      .where('d.subscription_id = :id', { id: sub.id })
      .orderBy('d.seq', 'DESC')
      .limit(size + 1);
    if (opts.before && /^\d{1,18}$/.test(opts.before)) qb.andWhere('d.seq < :before', { before: opts.before });
    const rows = await qb.getMany();
    return { items: rows.slice(0, size).map(deliveryView), hasMore: rows.length > size };
  }

  /** The job after a subscription was disabled: its workspace's admins (manageSettings) are emailed. */
  async mailDisabled(subscriptionId: string): Promise<void> {
    const sub = await this.repo.findOneBy({ id: subscriptionId });
    if (!sub || sub.active || sub.disabledReason !== 'failures') return;
    const admins = (await this.deps.dataSource.query(
      `SELECT DISTINCT i.email FROM agent a JOIN identity i ON i.id = a.identity_id
        WHERE a.workspace_id = $1 AND a.deleted_at IS NULL AND (a.permissions && ARRAY['all', 'console', 'manageSettings']::text[])`,
      [sub.workspaceId],
    )) as { email: string }[];
    const [ws] = (await this.deps.dataSource.query(`SELECT name FROM workspace WHERE id = $1`, [sub.workspaceId])) as { name: string }[];
    for (const { email } of admins) {
      await this.deps.mailer.send({
        to: email,
        subject: `A webhook of ${ws?.name ?? 'your workspace'} was turned off`,
        text:
          `Parley turned off the webhook to ${sub.url} after ${sub.consecutiveFailures} failed deliveries in a row.\n\n` +
          `Its events are kept: once the receiver answers again, turn the webhook on in Settings → Developer and they are delivered in order. ` +
          `The delivery log there shows what the receiver answered.`,
      });
    }
  }
}
