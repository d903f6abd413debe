import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef } from 'react';

/** The variables argument, required exactly when the query has required variables (as in `useQuery`). */
type VariablesArg<TVariables extends OperationVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * A read of `query` (with these variables, the ones its `useQuery` uses) from the server into the
 * cache, for a realtime event that says the data changed: the `useQuery` on screen follows the
 * cache. Errors are dropped (the next event or resume asks again). The callback is stable.
 *
 * Why not `useQuery(...).refetch()`: Apollo deduplicates identical queries in flight, so the
 * refetch an event asks for can be joined to a request that started before the change the event
 * announces; it answers the old data, and no later event comes to ask again. This read is always
 * a request of its own (network-only, `queryDeduplication: false`).
 */
export function useFreshRead<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  ...[variables]: VariablesArg<TVariables>
): () => void {
  const client = useApolloClient();
  // The latest query and variables, read when the callback runs: it stays the same across renders.
  const latest = useRef<{ document: DocumentNode; variables: OperationVariables | undefined }>({ document: query, variables });
  latest.current = { document: query, variables };
  return useCallback(() => {
    const { document, variables: current } = latest.current;
    void client.query({ query: document, variables: current, fetchPolicy: 'network-only', context: { queryDeduplication: false } }).catch(() => undefined);
  }, [client]);
}
