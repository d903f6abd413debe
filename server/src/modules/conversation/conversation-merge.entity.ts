import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';
import type { MergeSnapshot } from './conversation-merge.types';

/**
 * One merge of a conversation into another, with what it changed (`snapshot`) so that an undo
 * within the undo window restores both conversations exactly. Kept after the window: the history of
 * who merged what.
 */
@MigrationIndexes('conversation_merge_source', 'conversation_merge_target')
@Entity('conversation_merge')
export class ConversationMerge {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'conversation_merge_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'source_id', type: 'uuid' })
  sourceId: string;

  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  /** Who merged: an agent or an API token (no foreign key: the record outlives them). */
  @Column({ name: 'merged_by', type: 'uuid', nullable: true })
  mergedBy: string | null;

  @Column({ type: 'jsonb' })
  snapshot: MergeSnapshot;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => "date_trunc('milliseconds', now())" })
  createdAt: Date;

  @Column({ name: 'undone_at', type: 'timestamptz', nullable: true })
  undoneAt: Date | null;
}
