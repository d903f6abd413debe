import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const CONVERSATION_STATUSES = ['open', 'closed', 'terminated'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const SOURCES = ['facebook', 'whatsapp', 'sanuker', 'api', 'web'] as const;
export type Source = (typeof SOURCES)[number];

export interface Rating {
  score: number;
  comment?: string;
}

/**
 * What a list row shows of the newest message (system notices excluded). Two are kept: the newest
 * of all (agents) and the newest non-internal one (customers), so a customer's list never shows an
 * internal message. The caller's unread flag compares its seq with their read position.
 */
export interface LastMessageSummary {
  id: string;
  seq: number;
  senderType: string;
  senderId: string | null;
  type: number;
  text: string;
  internal: boolean;
  timestamp: number;
}

/** bigint columns arrive as strings; sequence numbers stay far below 2^53. */
export const bigintNumber = { to: (v: number) => v, from: (v: string | number | null) => (v === null ? 0 : Number(v)) };

@Entity('conversation')
export class Conversation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;

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

  @Column({ name: 'customer_id', type: 'uuid', nullable: true })
  customerId: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

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

  /** seq of the newest message: the next one gets last_seq + 1 (UPDATE … RETURNING under the row lock). */
  @Column({ name: 'last_seq', type: 'bigint', default: 0, transformer: bigintNumber })
  lastSeq: number;

  @Column({ name: 'order_at', type: 'timestamptz', default: () => 'now()' })
  orderAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity('conversation_assignee')
export class ConversationAssignee {
  @Column({ name: 'conversation_id', type: 'uuid', primary: true })
  conversationId: string;

  @Column({ name: 'agent_id', type: 'uuid', primary: true })
  agentId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;
}

@Entity('conversation_team')
export class ConversationTeam {
  @Column({ name: 'conversation_id', type: 'uuid', primary: true })
  conversationId: string;

  @Column({ name: 'team_id', type: 'uuid', primary: true })
  teamId: string;

  @Column({ name: 'workspace_id', type: 'uuid' })
  workspaceId: string;
}

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
