import { Column, Entity, UpdateDateColumn } from 'typeorm';

/** Workspace-wide settings by key: appConfig, customerFields, agentFields, rules, exportKey... */
@Entity('workspace_setting')
export class WorkspaceSetting {
  @Column({ name: 'workspace_id', type: 'uuid', primary: true })
  workspaceId: string;

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

  @Column({ name: 'agent_id', type: 'uuid', primary: true })
  agentId: string;

  @Column({ type: 'text', primary: true })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
