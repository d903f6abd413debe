import { Check, Column, Entity } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';

/** A tag of the workspace's list (spec §3), for conversations, customers or agents. */
@Check('workspace_tag_kind_check', `kind IN ('conversation', 'customer', 'agent')`)
@Entity('workspace_tag')
export class WorkspaceTag {
  @Column({ name: 'workspace_id', type: 'uuid', primary: true })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'workspace_tag_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'text', primary: true })
  kind: 'conversation' | 'customer' | 'agent';

  @Column({ type: 'text', primary: true })
  name: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
