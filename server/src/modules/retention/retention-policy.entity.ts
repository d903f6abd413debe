import { Check, Column, Entity } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';
import type { RetentionPreview, RetentionRun } from './retention.schemas';

/**
 * A workspace's data retention policy (issue 22): when enabled, messages (and their files) older
 * than `days` are deleted by the daily retention job. No row means off. `preview` is the last dry
 * run (its counts and the token that switching on must carry); `lastRun` is what the last job run
 * deleted.
 */
@Check('retention_policy_days_check', `days BETWEEN 1 AND 3650`)
@Entity('retention_policy')
export class RetentionPolicy {
  @Column({ name: 'workspace_id', type: 'uuid', primary: true })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'retention_policy_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'boolean', default: false })
  enabled: boolean;

  @Column({ type: 'integer', default: 365 })
  days: number;

  @Column({ type: 'jsonb', nullable: true })
  preview: RetentionPreview | null;

  @Column({ name: 'last_run', type: 'jsonb', nullable: true })
  lastRun: RetentionRun | null;

  /** When the last run finished: the daily schedule asks again a day after it. */
  @Column({ name: 'last_run_at', type: 'timestamptz', nullable: true })
  lastRunAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => "date_trunc('milliseconds', now())" })
  updatedAt: Date;
}
