import { Check, Column, Entity } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';

/** One node's open realtime connections of one user (docs/realtime.md, Presence); a row per (user, node). */
@MigrationIndexes('presence_node')
@Check('presence_connections_check', `connections > 0`)
@Check('presence_user_type_check', `user_type IN ('agent', 'customer')`)
@Entity('presence')
export class Presence {
  @Column({ name: 'user_id', type: 'uuid', primary: true })
  userId: string;

  @Column({ name: 'node_id', type: 'uuid', primary: true })
  nodeId: string;

  @Column({ name: 'user_type', type: 'text' })
  userType: 'agent' | 'customer';

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'presence_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'integer' })
  connections: number;

  /** Refreshed by its node's heartbeat; a row not refreshed for 60 s belongs to a node that died. */
  @Column({ name: 'seen_at', type: 'timestamptz', default: () => 'now()' })
  seenAt: Date;
}
