import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { FieldValues } from '../agent/agent.entity';

export interface ExternalPlatformLastSent {
  platformId: string;
  channelId: string;
  platformType: string;
}

@Entity('customer')
export class Customer {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

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
}
