import type { ApolloCache, Cache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { equal } from '@wry/equality';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { InboxCardFragment } from '../graphql/InboxCard.fragment';
import { cacheIdOf, type InboxCard } from '../utils/cardCache';

/** The card fragment as a query rooted at the conversation (what Apollo's fragment reads build), per cache. */
const queries = new WeakMap<ApolloCache, DocumentNode>();
function cardQuery(cache: ApolloCache): DocumentNode {
  let query = queries.get(cache);
  if (!query) {
    query = cache.transformDocument({
      kind: Kind.DOCUMENT,
      definitions: [
        {
          kind: Kind.OPERATION_DEFINITION,
          operation: OperationTypeNode.QUERY,
          selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FRAGMENT_SPREAD, name: { kind: Kind.NAME, value: 'InboxCard_conversation' } }] },
        },
        ...InboxCardFragment.definitions,
      ],
    });
    queries.set(cache, query);
  }
  return query;
}

/**
 * One list card's conversation as the normalized cache holds it now (optimistic changes included),
 * re-rendering when it changes; null until the cache has it. The same read and the same deferred
 * update as Apollo's useFragment, straight on the cache's watch: useFragment's per-card observable
 * machinery (subscribe, replay, a timer on every unsubscribe) cost more than the rest of a card
 * each time scrolling brings one into view.
 */
export function useCard(id: string): InboxCard | null {
  const { cache } = useApolloClient();
  const dataId = useMemo(() => cacheIdOf(cache, id), [cache, id]);
  // The last read, which the watch starts from: it calls back only once the card differs from it.
  const last = useRef<Cache.DiffResult<InboxCard> | null>(null);
  const getSnapshot = useCallback(() => {
    if (!dataId) return null;
    const diff = cache.diff<InboxCard>({ id: dataId, query: cardQuery(cache), returnPartialData: true, optimistic: true });
    // Without result caching (app/cache.ts) every read is a new object: an equal card keeps the one React has.
    const previous = last.current;
    if (previous && equal(previous.result, diff.result)) return previous.result ?? null;
    last.current = diff;
    return diff.result ?? null;
  }, [cache, dataId]);
  const subscribe = useCallback(
    (update: () => void) => {
      if (!dataId) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = cache.watch<InboxCard>({
        id: dataId,
        query: cardQuery(cache),
        returnPartialData: true,
        optimistic: true,
        lastDiff: last.current ?? undefined,
        callback: () => {
          // Like useFragment: a burst of cache writes makes one re-render, after the current task.
          clearTimeout(timer);
          timer = setTimeout(update);
        },
      });
      return () => {
        clearTimeout(timer);
        stop();
      };
    },
    [cache, dataId],
  );
  const data = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  // As the list had it with useFragment: a card shows as soon as the cache knows the conversation.
  return data?.id ? (data as InboxCard) : null;
}
