import type { SessionUser } from '@parley/protocol';
import type { ConnectionStatus } from '../api/apollo';
import type { Application, Conversation, Message } from '../api/types';
import type { PendingMessage } from './outbox';

export type Phase = 'idle' | 'starting' | 'ready' | 'refused';

export interface WidgetData {
  phase: Phase;
  error?: string;
  user?: SessionUser;
  app?: Application;
  connection: ConnectionStatus;
  /** Newest first. */
  conversations: Conversation[];
  conversationsLoaded: boolean;
  /** The last page of the list came back full: /recent offers more. */
  moreConversations: boolean;
  /** Per conversation, ascending seq, the visitor's unconfirmed messages last (`pending`); never internal messages. */
  messages: Record<string, Message[]>;
  hasOlder: Record<string, boolean>;
  outbox: PendingMessage[];
  /** Agent typing in a conversation until this time (ms). */
  typingUntil: Record<string, number>;
  /** The newest message an agent has read, per conversation. */
  agentRead: Record<string, string>;
  unread: Record<string, number>;
}
