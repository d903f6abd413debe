import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { AuditLogQuery } from '../graphql/AuditLog.query';
import { toServerFilter, type AuditFilterState } from '../utils/auditFilter';

export const AUDIT_PAGE_SIZE = 50;

/** The audit log for a filter, newest first, a page at a time: `loadMore` adds the next (older) page. */
export function useAuditLog(filter: AuditFilterState) {
  const variables = useMemo(() => ({ filter: toServerFilter(filter), size: AUDIT_PAGE_SIZE }), [filter]);
  const query = useQuery(AuditLogQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.auditLog;
  const nextCursor = page?.nextCursor ?? null;
  const { fetchMore } = query;
  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { ...variables, cursor: nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          auditLog: { ...fetchMoreResult.auditLog, items: [...previous.auditLog.items, ...fetchMoreResult.auditLog.items] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, nextCursor, variables]);
  return {
    entries: page?.items ?? [],
    loading: !page && query.loading,
    error: query.error,
    hasMore: nextCursor !== null,
    loadingMore,
    loadMore,
  };
}
