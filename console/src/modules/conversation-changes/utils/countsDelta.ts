import type { ApolloCache } from '@apollo/client';
// The conversation as the pane's fragment reads it: what an optimistic change writes and the inbox reads back.
import type { ConversationPane_ConversationFragment as PaneConversation } from '../../../__generated__/graphql';

/**
 * Moves the inbox counters in the Apollo cache when a conversation changes optimistically (and back
 * on rollback). The inbox owns the counters (modules/inbox/utils/countsDelta.ts); it registers its
 * implementation here, so the pane imports neither the inbox nor needs its list mounted.
 */
type CountsDelta = (cache: ApolloCache, before: PaneConversation, after: PaneConversation, me: string) => void;

let implementation: CountsDelta | null = null;

export function registerCountsDelta(fn: CountsDelta): void {
  implementation = fn;
}

export function applyCountsDelta(cache: ApolloCache, before: PaneConversation, after: PaneConversation, me: string): void {
  implementation?.(cache, before, after, me);
}
