import type { ApolloCache } from '@apollo/client';
import { ConversationPaneFragment } from '../graphql/ConversationPane.fragment';
import type { PaneConversation } from './types';

/** The pane's normalized conversation, as the changes and the pane read and write it. */
export function paneFragment(cache: ApolloCache, conversationId: string) {
  const id = cache.identify({ __typename: 'Conversation', id: conversationId });
  return { id, fragment: ConversationPaneFragment, fragmentName: 'ConversationPane_conversation' } as const;
}

/** Writes these fields over the conversation in the cache (nothing when it is not there). */
export function writePaneFields(cache: ApolloCache, conversationId: string, fields: Partial<PaneConversation>): void {
  const fragment = paneFragment(cache, conversationId);
  const current = cache.readFragment(fragment);
  if (current) cache.writeFragment({ ...fragment, data: { ...current, ...fields } });
}
