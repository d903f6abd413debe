import { Column, Entity, Generated, PrimaryColumn } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Conversation } from '../conversation/conversation.entity';
import { Team } from '../team/team.entity';
import { Workspace } from '../workspace/workspace.entity';

/**
 * A conversation waiting for an agent of a team with automatic assignment (a row per team it
 * waits in). `position` is the arrival order: one sequence for the whole cluster, so two nodes
 * enqueuing at the same instant still agree on who came first.
 */
@MigrationIndexes('assignment_queue_team')
@Entity('assignment_queue')
export class AssignmentQueueEntry {
  @PrimaryColumn({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @PrimaryColumn({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ type: 'bigint' })
  @Generated('increment')
  position: string;

  /** The "waiting for an agent" notice was written (once per stay in the queue). */
  @Column({ type: 'boolean', default: false })
  notified: boolean;

  @Column({ name: 'queued_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  queuedAt: Date;

  @ForeignKey(() => Workspace, 'workspace_id', 'assignment_queue_workspace_id_fkey')
  workspace?: Workspace;

  @ForeignKey(() => Conversation, 'conversation_id', 'assignment_queue_conversation_id_fkey')
  conversation?: Conversation;

  @ForeignKey(() => Team, 'team_id', 'assignment_queue_team_id_fkey')
  team?: Team;
}
