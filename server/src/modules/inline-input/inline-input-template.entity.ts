import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { Workspace } from '../workspace/workspace.entity';
import type { TemplateInput } from './inline-input.schemas';

/** Spec §3 interactive (inline-input) template: a form agents send, or automation sends for them. */
@Check('inline_input_template_automation_check', `automation_type IN ('', 'newConversation', 'closeConversation')`)
@Index('inline_input_template_workspace_automation', ['workspaceId', 'automationType'])
@Entity('inline_input_template')
export class InlineInputTemplate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'inline_input_template_workspace_id_fkey')
  workspace?: Workspace;

  /** What agents call it in the editor and the composer picker. */
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The form's title, as the customer sees it. */
  @Column({ type: 'text' })
  title: string;

  /** Audience: true for agents (sent as an internal message), false for customers. */
  @Column({ type: 'boolean', default: false })
  internal: boolean;

  /** '' manual, newConversation or closeConversation (spec §9). */
  @Column({ name: 'automation_type', type: 'text', default: '' })
  automationType: string;

  @Column({ type: 'jsonb' })
  input: TemplateInput[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
