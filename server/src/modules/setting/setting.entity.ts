import { Column, Entity, UpdateDateColumn } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { Agent } from '../agent/agent.entity';
import { Workspace } from '../workspace/workspace.entity';

/**
 * Both tables are one JSON value under a key per owner (a workspace; an agent in it): the key,
 * the value and its last change are declared once, and each table adds its owner and constraints.
 */
abstract class KeyedValue {
  @Column({ type: 'text', primary: true })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Workspace-wide settings by key: appConfig, customerFields, agentFields, rules, exportKey... */
@Entity('workspace_setting')
export class WorkspaceSetting extends KeyedValue {
  @Column({ name: 'workspace_id', type: 'uuid', primary: true })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'workspace_setting_workspace_id_fkey')
  workspace?: Workspace;
}

/** Per-agent configuration by key (conversationCustomViews). */
@Entity('user_configuration')
export class UserConfiguration extends KeyedValue {
  @Column({ name: 'workspace_id', type: 'uuid', primary: true })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'user_configuration_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'agent_id', type: 'uuid', primary: true })
  agentId: string;

  @ForeignKey(() => Agent, 'agent_id', 'user_configuration_agent_id_fkey')
  agent?: Agent;
}
