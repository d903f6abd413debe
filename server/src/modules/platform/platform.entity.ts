import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { encryptedColumn } from '../../db/encrypted-secrets';
import { Customer } from '../customer/customer.entity';
import { Workspace } from '../workspace/workspace.entity';

export const PLATFORM_TYPES = ['facebook', 'sanuker'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

/** Spec §3: a Facebook-type connection (app secret, verify token, pages) or a provider (sanuker) platform. Its secrets are stored sealed (db/encrypted-secrets.ts). */
@Check('external_platform_type_check', `type IN ('facebook', 'sanuker')`)
@Index('external_platform_workspace', ['workspaceId'])
@Entity('external_platform')
export class ExternalPlatform {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'external_platform_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'text' })
  type: PlatformType;

  /** Facebook: signs every webhook delivery (X-Hub-Signature-256). Never sent back to a client. */
  @Column({ name: 'app_secret', type: 'text', default: '', transformer: encryptedColumn('external_platform', 'app_secret') })
  appSecret: string;

  /** Facebook: what the webhook's GET verification must present (generated). */
  @Column({ name: 'verify_token', type: 'text', default: '', transformer: encryptedColumn('external_platform', 'verify_token') })
  verifyToken: string;

  /** Provider: the token its send endpoint takes. */
  @Column({ name: 'access_token', type: 'text', default: '', transformer: encryptedColumn('external_platform', 'access_token') })
  accessToken: string;

  @Column({ name: 'organization_id', type: 'text', nullable: true })
  organizationId: string | null;

  @Column({ name: 'project_g_channel_id', type: 'text', nullable: true })
  projectGChannelId: string | null;

  /** Provider: authenticates its calls to our liveChatWebhook (generated). */
  @Column({ name: 'webhook_secret', type: 'text', default: '', transformer: encryptedColumn('external_platform', 'webhook_secret') })
  webhookSecret: string;

  /** Provider: where replies are posted (PROVIDER_API_URL when the platform was created). */
  @Column({ name: 'send_url', type: 'text', nullable: true })
  sendUrl: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export interface FacebookMessageTag {
  tag: string;
  name: string;
  description: string;
}

/** A Facebook page of a connection: its token sends the replies; its id is the recipient of what customers write. */
@Entity('facebook_page')
export class FacebookPage {
  @Column({ name: 'platform_id', type: 'uuid', primary: true })
  platformId: string;

  @ForeignKey(() => ExternalPlatform, 'platform_id', 'facebook_page_platform_id_fkey', 'CASCADE')
  platform?: ExternalPlatform;

  @Column({ name: 'page_id', type: 'text', primary: true })
  pageId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'access_token', type: 'text', transformer: encryptedColumn('facebook_page', 'access_token') })
  accessToken: string;

  /** Spec §9: 24 hours unless set. */
  @Column({ name: 'response_window_hours', type: 'integer', default: 24 })
  responseWindowHours: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags: FacebookMessageTag[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Who a platform's user is here: a page-scoped id (Facebook) or a WhatsApp id maps to one customer. */
@Index('platform_identity_customer', ['customerId'])
@Entity('platform_identity')
export class PlatformIdentity {
  @Column({ name: 'platform_id', type: 'uuid', primary: true })
  platformId: string;

  @ForeignKey(() => ExternalPlatform, 'platform_id', 'platform_identity_platform_id_fkey', 'CASCADE')
  platform?: ExternalPlatform;

  @Column({ name: 'external_id', type: 'text', primary: true })
  externalId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @ForeignKey(() => Customer, 'customer_id', 'platform_identity_customer_id_fkey', 'CASCADE')
  customer?: Customer;
}

/**
 * One delivery from a platform (a message, an attachment, a postback), stored when the webhook
 * answers and processed by a durable job. The platform's own id is unique per platform: a retried
 * delivery is stored, and processed, once.
 */
@Unique('platform_event_external', ['platformId', 'externalId'])
@Entity('platform_event')
export class PlatformEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ name: 'platform_id', type: 'uuid' })
  platformId: string;

  @ForeignKey(() => ExternalPlatform, 'platform_id', 'platform_event_platform_id_fkey', 'CASCADE')
  platform?: ExternalPlatform;

  @Column({ name: 'external_id', type: 'text' })
  externalId: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}

export interface TemplateParam {
  name: string;
  description: string;
  /** Which part of the template the value fills (header, body, button). */
  component: string;
  /** Its position in that component, from 0. */
  index: number;
}

export interface ChannelTemplate {
  key: string;
  name: string;
  description: string;
  params: TemplateParam[];
}

/** Spec §3 provider channel: a WhatsApp number or Facebook page behind a provider (sanuker) platform, with its message templates. */
@Check('platform_channel_type_check', `platform_type IN ('whatsapp', 'facebook')`)
@Entity('platform_channel')
export class PlatformChannel {
  @Column({ name: 'platform_id', type: 'uuid', primary: true })
  platformId: string;

  @ForeignKey(() => ExternalPlatform, 'platform_id', 'platform_channel_platform_id_fkey', 'CASCADE')
  platform?: ExternalPlatform;

  @Column({ name: 'channel_id', type: 'text', primary: true })
  channelId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'platform_type', type: 'text' })
  platformType: 'whatsapp' | 'facebook';

  @Column({ name: 'account_id', type: 'text', nullable: true })
  accountId: string | null;

  @Column({ type: 'text', nullable: true })
  namespace: string | null;

  @Column({ name: 'response_window_hours', type: 'integer', default: 24 })
  responseWindowHours: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  templates: ChannelTemplate[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
