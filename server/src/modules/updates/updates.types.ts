import type { ConversationView } from '../conversation/conversation.types';
import type { MessageView } from '../message/message.types';

/** A message deleted after the cursor: only what identifies it. */
export interface DeletedMessageRef {
  id: string;
  conversationId: string;
}

/**
 * One thing the caller missed, named like the live event it stands for, with the thing as it is
 * now: a conversation or message changed several times since the cursor appears once, at its
 * latest change. `created` events stand for things that did not exist at the cursor.
 */
export type UpdateEntry =
  | { cursor: number; event: 'conversation.created' | 'conversation.updated'; data: ConversationView }
  | { cursor: number; event: 'message.created' | 'message.updated'; data: MessageView }
  | { cursor: number; event: 'message.deleted'; data: DeletedMessageRef };

export type UpdateEventName = UpdateEntry['event'];
export const UPDATE_EVENTS: readonly UpdateEventName[] = [
  'conversation.created',
  'conversation.updated',
  'message.created',
  'message.updated',
  'message.deleted',
];

export interface UpdatesPage {
  /** Where to continue: the last entry's cursor while `hasMore`, else the workspace's cursor now. */
  cursor: number;
  hasMore: boolean;
  /** The cursor given is not one of this workspace's (another workspace's or installation's, a restored backup): refetch everything. */
  reset: boolean;
  /** Oldest change first. */
  updates: UpdateEntry[];
}

export interface UpdatesInput {
  /** Omitted: answers only the current cursor, the starting point of a fresh client. */
  since?: number;
  size?: number;
}

export const UPDATES_PAGE = { default: 100, max: 500 } as const;
