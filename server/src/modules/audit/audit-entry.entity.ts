import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';
import type { AuditAction, AuditActorType, AuditTargetType } from './audit.schemas';

/**
 * One administrative action of a workspace (issue 22): who did it (an agent, an API token or the
 * system, with the name they had then), what, to what, the detail (before → after; never a secret)
 * and from which address. Written by `record` in the transaction of the change it describes; never
 * updated. No foreign key to the actor: the log outlives deleted agents and tokens.
 */
@Index('audit_entry_workspace_time', ['workspaceId', 'createdAt', 'id'])
@Entity('audit_entry')
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'audit_entry_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'actor_type', type: 'text' })
  actorType: AuditActorType;

  /** The agent's or API token's id; null for the system. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  /** The agent's display name or the token's name when they acted. */
  @Column({ name: 'actor_name', type: 'text' })
  actorName: string;

  @Column({ type: 'text' })
  action: AuditAction;

  @Column({ name: 'target_type', type: 'text' })
  targetType: AuditTargetType;

  @Column({ name: 'target_id', type: 'text', nullable: true })
  targetId: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  detail: Record<string, unknown>;

  /** The client address (TRUST_PROXY rules), when the action came through a request. */
  @Column({ type: 'text', nullable: true })
  address: string | null;

  /** Milliseconds, as the clients page by it. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => "date_trunc('milliseconds', now())" })
  createdAt: Date;
}
