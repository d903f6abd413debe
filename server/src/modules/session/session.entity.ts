import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';

export type SubjectType = 'agent' | 'customer';

/** A signed-in device. Only the SHA-256 of the bearer token is stored. */
@MigrationIndexes('auth_session_subject')
@Check('auth_session_subject_type_check', `subject_type IN ('agent', 'customer')`)
@Entity('auth_session')
export class AuthSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'auth_session_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'subject_type', type: 'text' })
  subjectType: SubjectType;

  @Column({ name: 'subject_id', type: 'uuid' })
  subjectId: string;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash: string;

  /** The device id the client sees as user.udId. */
  @Column({ name: 'ud_id', type: 'text' })
  udId: string;

  @Column({ name: 'device_name', type: 'text', nullable: true })
  deviceName: string | null;

  @Column({ type: 'text', default: 'en' })
  lang: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', default: () => 'now()' })
  lastUsedAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /**
   * A visitor session that named a refId: true when a valid refIdHash proved it, false when not (such
   * sessions end when identity verification is switched on). Null when no refId was named.
   */
  @Column({ name: 'ref_id_verified', type: 'boolean', nullable: true })
  refIdVerified: boolean | null;
}
