import type { MessageMeta, SenderType } from './message.entity';

/** Spec §3 Message as clients receive it (REST, GraphQL, realtime). */
export interface MessageView {
  id: string;
  /** The client's id for a message it sent (echoed so it can match its pending copy). */
  localId: string | null;
  conversationId: string;
  /** Position in the conversation's one order. */
  seq: number;
  timestamp: number;
  senderId: string | null;
  senderType: SenderType;
  dataType: number;
  internal: boolean;
  pushContent: string | null;
  meta: MessageMeta;
}

export interface SendMessageInput {
  conversationId: string;
  dataType?: number;
  internal?: boolean;
  localId?: string;
  meta: unknown;
  pushContent?: string;
}

export const HISTORY_PAGE = { default: 20, max: 50 } as const;

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
