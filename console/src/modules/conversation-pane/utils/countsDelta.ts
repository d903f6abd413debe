import type { ApolloCache } from '@apollo/client';
import type { PaneConversation } from './types';

/**
 * Moves the inbox counters in the Apollo cache when a conversation changes optimistically (and back
 * on rollback). The inbox owns the counters (console/src/modules/inbox/cache/countsCache.ts); it
 * registers its implementation here so the pane does not depend on the list being mounted.
 */
type CountsDelta = (cache: ApolloCache, before: PaneConversation, after: PaneConversation, me: string) => void;

let implementation: CountsDelta | null = null;

export function registerCountsDelta(fn: CountsDelta): void {
  implementation = fn;
}

export function applyCountsDelta(cache: ApolloCache, before: PaneConversation, after: PaneConversation, me: string): void {
  implementation?.(cache, before, after, me);
}
