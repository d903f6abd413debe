import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { encryptedColumn } from '../../db/encrypted-secrets';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';

/**
 * An outgoing webhook: where a workspace's events are POSTed, which ones, signed with its secret.
 * Its secrets are stored sealed (db/encrypted-secrets.ts): they sign every delivery, so they are kept
 * recoverable, unlike an API token's.
 */
@Index('webhook_subscription_workspace', ['workspaceId', 'createdAt'])
@Entity('webhook_subscription')
export class WebhookSubscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'webhook_subscription_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** Webhook event types (webhook-events.ts WEBHOOK_EVENT_TYPES). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  events: string[];

  /** Internal notes and agent-only conversations are delivered only when asked for. */
  @Column({ name: 'include_internal', type: 'boolean', default: false })
  includeInternal: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'text', transformer: encryptedColumn('webhook_subscription', 'secret') })
  secret: string;

  /** The secret a rotation replaced: it still signs deliveries until previous_secret_until. */
  @Column({ name: 'previous_secret', type: 'text', default: '', transformer: encryptedColumn('webhook_subscription', 'previous_secret') })
  previousSecret: string;

  @Column({ name: 'previous_secret_until', type: 'timestamptz', nullable: true })
  previousSecretUntil: Date | null;

  /** Failed attempts since the last success: the backoff's step, and past the limit the subscription is disabled. */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures: number;

  /** While the receiver fails, nothing is sent before this time (the whole subscription waits: ordering holds). */
  @Column({ name: 'retry_at', type: 'timestamptz', nullable: true })
  retryAt: Date | null;

  /** A node delivering this subscription's events holds it until then (one drainer in the cluster, so order holds). */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** 'failures' when the server turned it off; null when active or turned off by a person. */
  @Column({ name: 'disabled_reason', type: 'text', nullable: true })
  disabledReason: string | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * One event for one subscription, in the order it was recorded (seq). The body is stored as sent, so
 * every attempt and a redelivery carry the same bytes and id; the outcome of the last attempt is kept
 * for the delivery log.
 */
@Check('webhook_delivery_status_check', `status IN ('pending', 'delivered')`)
@MigrationIndexes('webhook_delivery_pending', 'webhook_delivery_delivered_at')
@Index('webhook_delivery_log', ['subscriptionId', 'seq'])
@Entity('webhook_delivery')
export class WebhookDelivery {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  seq: string;

  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId: string;

  @ForeignKey(() => WebhookSubscription, 'subscription_id', 'webhook_delivery_subscription_id_fkey')
  subscription?: WebhookSubscription;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  /** The event's id: the receiver's idempotency key, the same in every attempt and redelivery. */
  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'event_type', type: 'text' })
  eventType: string;

  /** Deliveries of one key go out in seq order: the conversation's id, else the workspace's. */
  @Column({ name: 'order_key', type: 'text' })
  orderKey: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', default: 'pending' })
  status: 'pending' | 'delivered';

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'last_status', type: 'integer', nullable: true })
  lastStatus: number | null;

  @Column({ name: 'last_duration_ms', type: 'integer', nullable: true })
  lastDurationMs: number | null;

  /** Why the last attempt failed (timeout, refused address, an error status) or null. */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** The start of the receiver's last answer (at most 512 characters). */
  @Column({ name: 'last_response', type: 'text', nullable: true })
  lastResponse: string | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
