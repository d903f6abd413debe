import { Column, Entity, UpdateDateColumn } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { Agent } from '../agent/agent.entity';
import { Workspace } from '../workspace/workspace.entity';

/** Workspace-wide settings by key: appConfig, customerFields, agentFields, rules, exportKey... */
@Entity('workspace_setting')
export class WorkspaceSetting {
  @Column({ name: 'workspace_id', type: 'uuid', primary: true })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'workspace_setting_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'text', primary: true })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Per-agent configuration by key (conversationCustomViews). */
@Entity('user_configuration')
export class UserConfiguration {
  @Column({ name: 'workspace_id', type: 'uuid', primary: true })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'user_configuration_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'agent_id', type: 'uuid', primary: true })
  agentId: string;

  @ForeignKey(() => Agent, 'agent_id', 'user_configuration_agent_id_fkey')
  agent?: Agent;

  @Column({ type: 'text', primary: true })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
