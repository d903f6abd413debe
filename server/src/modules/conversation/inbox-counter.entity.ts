import { Column, Entity } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';

/**
 * How many open conversations of a workspace hold one counter key (bucket, agent, team set). Written
 * only by the database's triggers (migration MaintainedInboxCounters), read by inbox-counters.ts.
 */
@Entity('inbox_counter')
export class InboxCounter {
  @Column({ name: 'workspace_id', type: 'uuid', primary: true })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'inbox_counter_workspace_id_fkey')
  workspace?: Workspace;

  /** The nil uuid for the workspace's own keys. */
  @Column({ name: 'agent_id', type: 'uuid', primary: true })
  agentId: string;

  @Column({ type: 'text', primary: true })
  bucket: string;

  /** The conversations' team ids, sorted, comma-separated ('' for none). */
  @Column({ type: 'text', primary: true })
  teams: string;

  @Column({ type: 'bigint' })
  n: string;
}

/** The keys an open conversation is counted under, so that a change applies only the difference. */
@Entity('conversation_counted')
export class ConversationCounted {
  @Column({ name: 'conversation_id', type: 'uuid', primary: true })
  conversationId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @Column({ type: 'text', array: true })
  keys: string[];
}
