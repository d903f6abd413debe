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
