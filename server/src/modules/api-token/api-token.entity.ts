import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';

/**
 * An integrator's credential. `token` is its public identifier; the secret is shown once at
 * creation and only its SHA-256 is kept. Requests send `Authorization: Bearer <token>.<secret>`.
 */
@MigrationIndexes('api_token_workspace')
@Entity('api_token')
export class ApiToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'api_token_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', unique: true })
  token: string;

  @Column({ name: 'secret_hash', type: 'text' })
  secretHash: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  permissions: string[];

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
