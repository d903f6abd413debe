import type { z } from 'zod';
import type { MessageMeta } from './message.entity';
import type { messageSchema } from './message.schemas';

/** Spec §3 Message as clients receive it (REST, GraphQL, realtime): its response schema, with meta typed by message kind. */
export type MessageView = Omit<z.output<typeof messageSchema>, 'meta'> & { meta: MessageMeta };

export interface SendMessageInput {
  conversationId: string;
  dataType?: number;
  internal?: boolean;
  localId?: string;
  meta: unknown;
  pushContent?: string;
}

export interface HistoryInput {
  conversationId: string;
  size?: number;
  beforeId?: string;
  msgTypeFilter?: number;
  msgSubtypeFilter?: number;
}

export interface MessagePage {
  messages: MessageView[];
  /** Every message the caller may see with these filters, whatever the page. */
  total: number;
}

export interface ReadReceipt {
  conversationId: string;
  messageId: string;
  lastRead: { id: string };
}

export interface TypingInput {
  conversationId: string;
  /** 1 typing, 0 stopped. */
  status: number;
  /** How long the indicator lasts without a new frame, ms (spec §9: 3000). */
  time?: number;
  /** An agent typing an internal note: customers are not told. */
  internal?: boolean;
}
