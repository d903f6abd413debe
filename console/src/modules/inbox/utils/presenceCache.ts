import type { ApolloCache } from '@apollo/client';

/** What a `presence.changed` event says about a customer (docs/realtime.md, data type 64). */
export interface CustomerPresence {
  online: boolean;
  conversationIds: string[];
}

/** The customer part of a presence.changed payload, or null for an agent's presence or a malformed one. */
export function customerPresenceOf(payload: Record<string, unknown>): CustomerPresence | null {
  if (payload.userType !== 'customer' || typeof payload.online !== 'boolean' || !Array.isArray(payload.conversationIds)) return null;
  return { online: payload.online, conversationIds: payload.conversationIds.filter((id): id is string => typeof id === 'string') };
}

/**
 * Writes the customer's presence onto each of their conversations the cache holds, so the pane
 * header and the list cards (both read Conversation.online) follow it live. Conversations the cache
 * has never seen are left alone: they get `online` from the server when first fetched.
 */
export function applyCustomerPresence(cache: ApolloCache, presence: CustomerPresence): void {
  for (const id of presence.conversationIds) {
    const cacheId = cache.identify({ __typename: 'Conversation', id });
    if (!cacheId) continue;
    cache.modify({ id: cacheId, fields: { online: () => presence.online } });
  }
}
