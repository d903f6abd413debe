import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';
import { Customer } from './customer.entity';

@MigrationIndexes('customer_note_customer')
@Entity('customer_note')
export class CustomerNote {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'customer_note_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ name: 'customer_id', type: 'uuid' })
  customerId: string;

  @ForeignKey(() => Customer, 'customer_id', 'customer_note_customer_id_fkey')
  customer?: Customer;

  /** The agent who wrote it. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
