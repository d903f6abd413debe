import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';

export const EXPORT_STATUSES = ['pending', 'success', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Spec §3 export job: a message-history archive asked for by a manager, built by the message-export job. */
@Check('message_export_status_check', `status IN ('pending', 'success', 'failed')`)
@Index('message_export_workspace_created', ['workspaceId', 'createdAt'])
@Entity('message_export')
export class MessageExport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'message_export_workspace_id_fkey')
  workspace?: Workspace;

  /** The agent who asked (null for an API token). */
  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy: string | null;

  /** First and last day, YYYY-MM-DD in the workspace's time zone. */
  @Column({ name: 'from_date', type: 'text' })
  fromDate: string;

  @Column({ name: 'to_date', type: 'text' })
  toDate: string;

  @Column({ name: 'include_voice', type: 'boolean', default: false })
  includeVoice: boolean;

  @Column({ name: 'include_file', type: 'boolean', default: false })
  includeFile: boolean;

  @Column({ type: 'text', default: 'pending' })
  status: ExportStatus;

  /** Why it failed, in English, for the logs and the list (never a secret). */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** Where the archive lives in file storage, once built. */
  @Column({ name: 'storage_key', type: 'text', nullable: true })
  storageKey: string | null;

  @Column({ type: 'bigint', nullable: true })
  size: string | null;

  @Column({ name: 'conversation_count', type: 'integer', default: 0 })
  conversationCount: number;

  /** Which report password encrypted it (a hash prefix, not the key): the list says when it is an older one. */
  @Column({ name: 'key_fingerprint', type: 'text', nullable: true })
  keyFingerprint: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => "date_trunc('milliseconds', now())" })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
