import type { z } from 'zod';
import type { ConversationStatus, Source } from './conversation.constants';
import type { conversationCoreSchema, conversationFilterSchema, conversationListSchema, conversationSchema, countsSchema } from './conversation.schemas';

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

/** Spec §3 "Conversation filter" plus paging (size, beforeId), read from its one declaration. */
export type ConversationFilter = z.output<typeof conversationListSchema>;
/** The filter alone, without paging: what a saved view keeps. */
export type ConversationFilterShape = z.output<typeof conversationFilterSchema>;

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
