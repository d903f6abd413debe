import type { ConversationStatus, LastMessageSummary, Rating, Source } from './conversation.entity';

export interface IdRef {
  id: string;
}

/** Spec §3 Conversation, as the caller sees it (mentioned, lastRead and unread are the caller's own). */
export interface ConversationCore {
  id: string;
  /** 'Conversation ' + the first 7 characters of the id unless named. */
  name: string;
  profilePic: string | null;
  subtitle: string | null;
  status: ConversationStatus;
  customer: IdRef[];
  tags: string[];
  hidden: boolean;
  mentioned: boolean;
  /** ms; 0 = not snoozed. */
  snooze: number;
  source: Source;
  lastUpdateTimestamp: number;
  orderTimestamp: number;
  agentOnly: boolean;
  lastRead: IdRef | null;
  livechat: boolean;
  /** Its customer has an open realtime connection (spec §3 online). */
  online: boolean;
  customerRating: Rating | null;
  agentRating: Rating | null;
  unread: boolean;
  /** Customers get the newest non-internal message. */
  lastMessage: LastMessageSummary | null;
  meta: Record<string, unknown>;
}

/** The REST shape: the core plus its relations (GraphQL resolves these through DataLoaders). */
export interface ConversationView extends ConversationCore {
  team: IdRef[];
  /** Agents taking part (created it, sent in it, were assigned). */
  agent: IdRef[];
  assignedAgent: IdRef[];
}

export interface ConversationRelations {
  assignedAgent: string[];
  team: string[];
  agent: string[];
}

export const STATUS_FILTERS = ['all', 'open', 'closed'] as const;
export const VIEW_FILTERS = ['all', 'me', 'unassigned', 'snooze', 'hidden', 'mention', 'team'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type ViewFilter = (typeof VIEW_FILTERS)[number];

export const LIST_PAGE = { default: 20, max: 100 } as const;

/** Spec §3 "Conversation filter" plus paging (size, beforeId). */
export interface ConversationFilter {
  /** Default open. */
  status?: StatusFilter;
  /** Default me for agents; customers always see their own, API tokens default to all. */
  filter?: ViewFilter;
  team?: string;
  customerId?: string;
  agentId?: string;
  tag?: string;
  customerTag?: string;
  beforeTimestamp?: number;
  afterTimestamp?: number;
  /** Only conversations whose customer is online. */
  showOnline?: boolean;
  reverseOrder?: boolean;
  size?: number;
  beforeId?: string;
}

/** Inbox counters over open conversations: me, unassigned, mention, snooze, hidden, and per team of the caller. */
export interface ConversationCounts {
  me: number;
  unassigned: number;
  mention: number;
  snooze: number;
  hidden: number;
  team: Record<string, number>;
}

export interface CreateConversationInput {
  agent?: string[];
  customer?: string[];
  source?: Source;
  name?: string;
}

export interface UpdateConversationInput {
  id: string;
  status?: ConversationStatus;
  name?: string | null;
  hidden?: boolean;
  addAgent?: string[];
  removeAgent?: string[];
  addTeam?: string[];
  removeTeam?: string[];
}

export interface RatingInput {
  conversationId: string;
  score: number;
  comment?: string;
}
