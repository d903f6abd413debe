import type { CannedReplyContent } from '@parley/protocol';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Agent } from '../agent/agent.entity';
import { Workspace } from '../workspace/workspace.entity';

/**
 * A saved reply agents insert with `/shortCode` (issue 20). Workspace-wide ones have no owner and
 * are managed with manageSettings; personal ones belong to one agent and only they see them. The
 * short code is unique ignoring case within its scope (partial unique indexes of the migration).
 */
@MigrationIndexes('canned_reply_workspace_code', 'canned_reply_personal_code')
@Entity('canned_reply')
export class CannedReply {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'canned_reply_workspace_id_fkey')
  workspace?: Workspace;

  /** The agent a personal reply belongs to; null for a workspace-wide reply. */
  @Column({ name: 'owner_agent_id', type: 'uuid', nullable: true })
  ownerAgentId: string | null;

  @ForeignKey(() => Agent, 'owner_agent_id', 'canned_reply_owner_agent_id_fkey')
  owner?: Agent;

  @Column({ name: 'short_code', type: 'text' })
  shortCode: string;

  /** The text per console language (en, zh, zh_cn); at least one is set. */
  @Column({ type: 'jsonb' })
  content: CannedReplyContent;

  /** Messages sent with it (counted in the send's transaction), for reports. */
  @Column({ name: 'use_count', type: 'integer', default: 0 })
  useCount: number;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
