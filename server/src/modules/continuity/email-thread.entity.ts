import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { ForeignKey } from '../../db/schema-decorators';
import { bigintNumber, Conversation } from '../conversation/conversation.entity';
import { Workspace } from '../workspace/workspace.entity';

/**
 * A conversation continued by email with its visitor: the reply address's token (reply+<token>@domain)
 * and how far the agents' replies have been emailed, so each reply is emailed once.
 */
@Entity('conversation_email_thread')
export class ConversationEmailThread {
  @PrimaryColumn({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  @ForeignKey(() => Conversation, 'conversation_id', 'conversation_email_thread_conversation_id_fkey')
  conversation?: Conversation;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'conversation_email_thread_workspace_id_fkey')
  workspace?: Workspace;

  /** 32 random bytes, base32 (lowercase: mail systems may fold the case of an address). */
  @Column({ name: 'reply_token', type: 'text', unique: true })
  replyToken: string;

  /** The seq of the newest agent message emailed: the next email starts after it. */
  @Column({ name: 'emailed_seq', type: 'bigint', default: 0, transformer: bigintNumber })
  emailedSeq: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_emailed_at', type: 'timestamptz', nullable: true })
  lastEmailedAt: Date | null;
}
