import type { ApolloCache } from '@apollo/client';

/**
 * Drops an erased customer from the cache: profiles and lists that read them stop showing them, and
 * what only they held (notes, their conversation links) is collected with them.
 */
export function forgetCustomer(cache: ApolloCache, customerId: string): void {
  for (const __typename of ['Customer', 'ConversationCustomer']) {
    const id = cache.identify({ __typename, id: customerId });
    if (id) cache.evict({ id });
  }
  cache.gc();
}
