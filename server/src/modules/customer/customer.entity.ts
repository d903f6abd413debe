import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { FieldValues } from '../agent/agent.entity';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';

export interface ExternalPlatformLastSent {
  platformId: string;
  channelId: string;
  platformType: string;
}

@MigrationIndexes(
  'customer_workspace_ref',
  'customer_workspace_created',
  'customer_active_created',
  'customer_active_last_activity',
  'customer_display_name_trgm',
  'customer_email_trgm',
  'customer_ref_id_trgm',
  'customer_fields_path',
  'customer_merged_into',
)
@Entity('customer')
export class Customer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'customer_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'ref_id', type: 'text', nullable: true })
  refId: string | null;

  @Column({ type: 'text', nullable: true })
  username: string | null;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ name: 'generated_name', type: 'boolean', default: false })
  generatedName: boolean;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  /** The visitor followed an email's unsubscribe link: no more replies are emailed to them (modules/continuity). */
  @Column({ name: 'email_unsubscribed_at', type: 'timestamptz', nullable: true })
  emailUnsubscribedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  subtitle: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'whatsapp_id', type: 'text', nullable: true })
  whatsappId: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  fields: FieldValues;

  @Column({ name: 'external_platform_last_sent', type: 'jsonb', default: () => "'[]'" })
  externalPlatformLastSent: ExternalPlatformLastSent[];

  @Column({ name: 'last_activity', type: 'timestamptz', nullable: true })
  lastActivity: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  /** The customer this one was merged into (and archived for): an erasure of that one takes this one too. */
  @Column({ name: 'merged_into_id', type: 'uuid', nullable: true })
  mergedIntoId: string | null;

  @ForeignKey(() => Customer, 'merged_into_id', 'customer_merged_into_id_fkey', 'NO ACTION')
  mergedInto?: Customer;
}
