import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { z } from 'zod';
import type { lastMessageSchema, ratingSchema } from './conversation.schemas';
import { ForeignKey, MigrationIndexes } from '../../db/schema-decorators';
import { Agent } from '../agent/agent.entity';
import { Customer } from '../customer/customer.entity';
import { Team } from '../team/team.entity';
import { Workspace } from '../workspace/workspace.entity';
import type { ConversationStatus, Source } from './conversation.constants';

export type Rating = z.output<typeof ratingSchema>;

export type LastMessageSummary = z.output<typeof lastMessageSchema>;

/** bigint columns arrive as strings; sequence numbers stay far below 2^53. */
export const bigintNumber = { to: (v: number) => v, from: (v: string | number | null) => (v === null ? 0 : Number(v)) };

@MigrationIndexes(
  'conversation_list',
  'conversation_order',
  'conversation_customer',
  'conversation_unassigned',
  'conversation_snoozed',
  'conversation_snooze_due',
  'conversation_hidden',
  'conversation_tags',
  'conversation_changes',
  'conversation_livechat_agent',
  'conversation_report',
  'conversation_merged_into',
)
@Check('conversation_status_check', `status IN ('open', 'closed', 'terminated')`)
@Check('conversation_source_check', `source IN ('facebook', 'whatsapp', 'sanuker', 'api', 'web')`)
@Entity('conversation')
export class Conversation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Workspace, 'workspace_id', 'conversation_workspace_id_fkey')
  workspace?: Workspace;

  @Column({ type: 'text', nullable: true })
  name: string | null;

  @Column({ name: 'profile_pic', type: 'text', nullable: true })
  profilePic: string | null;

  @Column({ type: 'text', nullable: true })
  subtitle: string | null;

  @Column({ type: 'text', default: 'open' })
  status: ConversationStatus;

  @Column({ type: 'text', default: 'web' })
  source: Source;

  /**
   * A conversation that came in through an external platform: which one, and which of its pages or
   * channels, so replies go back the same way. No foreign key: the history outlives a removed connection.
   */
  @Column({ name: 'external_platform_id', type: 'uuid', nullable: true })
  externalPlatformId: string | null;

  @Column({ name: 'external_channel_id', type: 'text', nullable: true })
  externalChannelId: string | null;

  @Column({ name: 'customer_id', type: 'uuid', nullable: true })
  customerId: string | null;

  @ForeignKey(() => Customer, 'customer_id', 'conversation_customer_id_fkey', 'NO ACTION')
  customer?: Customer;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** Merged into that conversation (conversation-merge.service.ts): read-only since, its visitor lands there. */
  @Column({ name: 'merged_into_id', type: 'uuid', nullable: true })
  mergedIntoId: string | null;

  /** Has an assigned agent or team (kept by database triggers on the two assignment tables). */
  @Column({ type: 'boolean', default: false })
  assigned: boolean;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @Column({ name: 'snooze_until', type: 'timestamptz', nullable: true })
  snoozeUntil: Date | null;

  @Column({ type: 'boolean', default: false })
  livechat: boolean;

  @Column({ name: 'livechat_agent_id', type: 'uuid', nullable: true })
  livechatAgentId: string | null;

  @Column({ name: 'agent_only', type: 'boolean', default: false })
  agentOnly: boolean;

  @Column({ name: 'customer_rating', type: 'jsonb', nullable: true })
  customerRating: Rating | null;

  @Column({ name: 'agent_rating', type: 'jsonb', nullable: true })
  agentRating: Rating | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  meta: Record<string, unknown>;

  @Column({ name: 'last_message', type: 'jsonb', nullable: true })
  lastMessage: LastMessageSummary | null;

  @Column({ name: 'last_public_message', type: 'jsonb', nullable: true })
  lastPublicMessage: LastMessageSummary | null;

  /** When the customer first wrote (reports: the start of the first response time). */
  @Column({ name: 'first_customer_message_at', type: 'timestamptz', nullable: true })
  firstCustomerMessageAt: Date | null;

  /** An agent's first public message after the customer first wrote, and who sent it. */
  @Column({ name: 'first_response_at', type: 'timestamptz', nullable: true })
  firstResponseAt: Date | null;

  @Column({ name: 'first_responder_id', type: 'uuid', nullable: true })
  firstResponderId: string | null;

  /** When it was last closed (or terminated); cleared when reopened. Kept by a trigger on status. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** Messages by side, counted as they are appended (message-writer.ts); deletions do not uncount. */
  @Column({ name: 'customer_message_count', type: 'integer', default: 0 })
  customerMessageCount: number;

  @Column({ name: 'agent_message_count', type: 'integer', default: 0 })
  agentMessageCount: number;

  @Column({ name: 'internal_message_count', type: 'integer', default: 0 })
  internalMessageCount: number;

  @Column({ name: 'bot_message_count', type: 'integer', default: 0 })
  botMessageCount: number;

  /** customer_rating's score, kept by a trigger: the reports' covering index holds it (it cannot hold jsonb paths). */
  @Column({ name: 'customer_rating_score', type: 'smallint', nullable: true, insert: false, update: false })
  customerRatingScore: number | null;

  /** seq of the newest message: the next one gets last_seq + 1 (UPDATE … RETURNING under the row lock). */
  @Column({ name: 'last_seq', type: 'bigint', default: 0, transformer: bigintNumber })
  lastSeq: number;

  @Column({ name: 'order_at', type: 'timestamptz', default: () => "date_trunc('milliseconds', now())" })
  orderAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => "date_trunc('milliseconds', now())" })
  updatedAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => "date_trunc('milliseconds', now())" })
  createdAt: Date;

  /** The change cursor of its last change (set by a trigger, docs/realtime.md): never written by code. */
  @Column({ name: 'change_seq', type: 'bigint', default: 0, transformer: bigintNumber, insert: false, update: false })
  changeSeq: number;

  /** The change cursor of its creation (set by the same trigger). */
  @Column({ name: 'created_seq', type: 'bigint', default: 0, transformer: bigintNumber, insert: false, update: false })
  createdSeq: number;
}

@MigrationIndexes('conversation_assignee_report', 'conversation_assignee_inbox_order')
@Entity('conversation_assignee')
export class ConversationAssignee {
  @Column({ name: 'conversation_id', type: 'uuid', primary: true })
  conversationId: string;

  @Column({ name: 'agent_id', type: 'uuid', primary: true })
  agentId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  /** Its conversation's created_at, copied by triggers: the report leaderboard counts assignments by it without a join. */
  @Column({ name: 'conversation_created_at', type: 'timestamptz', nullable: true, insert: false, update: false })
  conversationCreatedAt: Date | null;

  /** Its conversation's status and order_at, copied by triggers: an agent's "me" inbox is read from their assignments in order. */
  @Column({ name: 'conversation_status', type: 'text', nullable: true, insert: false, update: false })
  conversationStatus: string | null;

  @Column({ name: 'conversation_order_at', type: 'timestamptz', nullable: true, insert: false, update: false })
  conversationOrderAt: Date | null;

  @ForeignKey(() => Conversation, 'conversation_id', 'conversation_assignee_conversation_id_fkey')
  conversation?: Conversation;

  @ForeignKey(() => Agent, 'agent_id', 'conversation_assignee_agent_id_fkey')
  agent?: Agent;
}

@MigrationIndexes('conversation_team_team')
@Entity('conversation_team')
export class ConversationTeam {
  @Column({ name: 'conversation_id', type: 'uuid', primary: true })
  conversationId: string;

  @Column({ name: 'team_id', type: 'uuid', primary: true })
  teamId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Conversation, 'conversation_id', 'conversation_team_conversation_id_fkey')
  conversation?: Conversation;

  @ForeignKey(() => Team, 'team_id', 'conversation_team_team_id_fkey')
  team?: Team;
}

@MigrationIndexes('conversation_member_member', 'conversation_member_mentioned')
@Check('conversation_member_member_type_check', `member_type IN ('agent', 'customer')`)
@Entity('conversation_member')
export class ConversationMember {
  @Column({ name: 'conversation_id', type: 'uuid', primary: true })
  conversationId: string;

  @Column({ name: 'member_type', type: 'text', primary: true })
  memberType: 'agent' | 'customer';

  @Column({ name: 'member_id', type: 'uuid', primary: true })
  memberId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

  @ForeignKey(() => Conversation, 'conversation_id', 'conversation_member_conversation_id_fkey')
  conversation?: Conversation;

  /** Took part (created, sent, was assigned): listed in the conversation's agent[] / customer[]. */
  @Column({ type: 'boolean', default: false })
  participant: boolean;

  @Column({ name: 'last_read_seq', type: 'bigint', default: 0, transformer: bigintNumber })
  lastReadSeq: number;

  @Column({ name: 'last_read_message_id', type: 'uuid', nullable: true })
  lastReadMessageId: string | null;

  @Column({ type: 'boolean', default: false })
  mentioned: boolean;
}
