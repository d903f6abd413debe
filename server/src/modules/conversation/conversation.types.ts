import type { z } from 'zod';
import type { ConversationStatus, Source, StatusFilter, ViewFilter } from './conversation.constants';
import type { conversationCoreSchema, conversationSchema, countsSchema } from './conversation.schemas';

export interface IdRef {
  id: string;
}

// The view types are read from their response schemas (conversation.schemas.ts): one declaration each.
export type ConversationCore = z.output<typeof conversationCoreSchema>;
export type ConversationView = z.output<typeof conversationSchema>;
export type ConversationCounts = z.output<typeof countsSchema>;

export interface ConversationRelations {
  assignedAgent: string[];
  team: string[];
  agent: string[];
}

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

export interface CreateConversationInput {
  agent?: string[];
  /** Teams it starts with; without an agent it waits for their automatic assignment (modules/assignment). */
  team?: string[];
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
