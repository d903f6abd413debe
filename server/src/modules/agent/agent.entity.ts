import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Identity } from '../identity/identity.entity';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';

export type FieldValues = Record<string, { value: unknown }>;

@MigrationIndexes('agent_workspace_identity', 'agent_identity')
@Check('agent_capacity_check', `capacity IS NULL OR capacity >= 0`)
@Entity('agent')
export class Agent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'agent_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'identity_id', type: 'uuid' })
  identityId: string;

  @ForeignKey(() => Identity, 'identity_id', 'agent_identity_id_fkey', 'NO ACTION')
  identity?: Identity;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  permissions: string[];

  @Column({ name: 'profile_pic', type: 'text', nullable: true })
  profilePic: string | null;

  @Column({ name: 'ref_id', type: 'text', nullable: true })
  refId: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  fields: FieldValues;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** Most open conversations automatic assignment gives them (modules/assignment); null: no limit. */
  @Column({ type: 'integer', nullable: true })
  capacity: number | null;

  @Column({ name: 'last_activity', type: 'timestamptz', nullable: true })
  lastActivity: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
