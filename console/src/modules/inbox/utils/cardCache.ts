import type { ApolloCache } from '@apollo/client';
import type { InboxCard_ConversationFragment } from '../../../__generated__/graphql';
import { InboxCardFragment } from '../graphql/InboxCard.fragment';

export type InboxCard = InboxCard_ConversationFragment;

const cardOf = (id: string) => ({ __typename: 'Conversation' as const, id });

/** A conversation's card as the normalized cache holds it now (the pane's changes included), or null. */
export function readCard(cache: ApolloCache, id: string): InboxCard | null {
  try {
    return cache.readFragment({
      id: cache.identify(cardOf(id)),
      fragment: InboxCardFragment,
      fragmentName: 'InboxCard_conversation',
      returnPartialData: false,
    }) as InboxCard | null;
  } catch {
    return null;
  }
}

export function cacheIdOf(cache: ApolloCache, id: string): string | undefined {
  return cache.identify(cardOf(id));
}

/**
 * Drops conversations that no longer exist (their customer was erased): a list's reference to one
 * then reads as missing, and a card asked for with readCard is null, so `place` takes it out.
 */
export function forgetCards(cache: ApolloCache, ids: readonly string[]): void {
  for (const id of ids) {
    const cacheId = cacheIdOf(cache, id);
    if (cacheId) cache.evict({ id: cacheId });
  }
  cache.gc();
}
