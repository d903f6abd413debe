import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { Identity } from '../identity/identity.entity';
import { Workspace } from '../workspace/workspace.entity';

@Entity('invitation')
export class Invitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'invitation_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash: string;

  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  invitedBy: string | null;

  /** What the person gets on accepting, chosen by the inviter and checked against what they hold (invitation.service.ts). */
  @Column({ type: 'text', array: true })
  permissions: string[];

  /** Teams the person joins on accepting (the inviter manages users, so any team of the workspace); a team deleted meanwhile is skipped. */
  @Column({ name: 'team_ids', type: 'uuid', array: true, default: () => "'{}'" })
  teamIds: string[];

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** When the newest email left (SMTP) or was written to the outbox; null while its job waits or fails. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity('password_reset')
export class PasswordReset {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'identity_id', type: 'uuid' })
  identityId: string;

  @ForeignKey(() => Identity, 'identity_id', 'password_reset_identity_id_fkey')
  identity?: Identity;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
