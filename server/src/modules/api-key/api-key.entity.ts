import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { encryptedColumn } from '../../db/encrypted-secrets';
import { Workspace } from '../workspace/workspace.entity';

/**
 * The widget's key. `key` is public (it sits in the snippet); `secret` stays on the site owner's
 * server, which signs visitor refIds with it (HMAC identity verification), so it is kept readable:
 * sealed at rest with the secrets key (db/encrypted-secrets.ts), not hashed.
 */
@MigrationIndexes('api_key_workspace')
@Entity('api_key')
export class ApiKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'api_key_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', unique: true })
  key: string;

  @Column({ type: 'text', transformer: encryptedColumn('api_key', 'secret') })
  secret: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  permissions: string[];

  /** When on, a visitor's refId must come with refIdHash = HMAC-SHA256(refId, secret) in hex. */
  @Column({ name: 'identity_verification', type: 'boolean', default: false })
  identityVerification: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
