import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FragmentType } from '../../../__generated__';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { CustomerRowFragment } from '../graphql/CustomerRow.fragment';
import { CustomerListQuery } from '../graphql/CustomerList.query';
import { CUSTOMER_PAGE_SIZE } from '../utils/infiniteScroll';

type Row = FragmentType<typeof CustomerRowFragment>;

export interface CustomerList {
  rows: Row[];
  /** The first page of these criteria is on its way. */
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
  /** Rows in the last page the server sent: a full page means there may be more. */
  lastPageSize: number;
  loadMore: () => void;
  retry: () => void;
  /** Takes a customer out of the rows (erased): the server's list no longer holds them either. */
  remove: (customerId: string) => void;
}

interface State {
  key: string | null;
  rows: Row[];
  lastPageSize: number;
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
}

/**
 * The customers matching the criteria, 20 a page by offset (spec §4). `null` criteria (a chip is
 * incomplete) load nothing and keep the rows shown; new criteria start again from the first page.
 */
export function useCustomerList(criteria: string[] | null): CustomerList {
  const client = useApolloClient();
  const key = criteria ? JSON.stringify(criteria) : null;
  const [state, setState] = useState<State>({ key: null, rows: [], lastPageSize: 0, loading: true, loadingMore: false, error: false });
  const generation = useRef(0);
  const live = useRef(state);
  live.current = state;

  const fetchPage = useCallback(
    async (listKey: string, offset: number) => {
      const mine = ++generation.current;
      try {
        const res = await client.query({
          query: CustomerListQuery,
          variables: { criteria: JSON.parse(listKey) as string[], operand: 'and', offset, size: CUSTOMER_PAGE_SIZE },
          fetchPolicy: 'network-only',
        });
        if (mine !== generation.current) return;
        const page = res.data?.customers.items ?? [];
        setState((s) =>
          s.key !== listKey
            ? s
            : { ...s, rows: offset ? [...s.rows, ...page] : page, lastPageSize: page.length, loading: false, loadingMore: false, error: false },
        );
      } catch {
        if (mine !== generation.current) return;
        setState((s) => (s.key !== listKey ? s : { ...s, loading: false, loadingMore: false, error: true }));
      }
    },
    [client],
  );

  useEffect(() => {
    if (key === null) return;
    setState((s) => ({ ...s, key, loading: true, loadingMore: false, error: false }));
    void fetchPage(key, 0);
  }, [fetchPage, key]);

  const loadMore = useCallback(() => {
    const s = live.current;
    if (!s.key || s.loading || s.loadingMore || s.lastPageSize < CUSTOMER_PAGE_SIZE) return;
    setState((x) => ({ ...x, loadingMore: true }));
    void fetchPage(s.key, s.rows.length);
  }, [fetchPage]);

  const retry = useCallback(() => {
    const s = live.current;
    if (!s.key) return;
    setState((x) => ({ ...x, loading: x.rows.length === 0, loadingMore: x.rows.length > 0, error: false }));
    void fetchPage(s.key, s.rows.length);
  }, [fetchPage]);

  const remove = useCallback((customerId: string) => {
    // The offset of the next page is the rows' count: one fewer here, as on the server.
    setState((s) => {
      const rows = s.rows.filter((row) => getFragmentData(CustomerRowFragment, row).id !== customerId);
      return rows.length === s.rows.length ? s : { ...s, rows };
    });
  }, []);

  return {
    rows: state.rows,
    loading: state.loading,
    loadingMore: state.loadingMore,
    error: state.error,
    lastPageSize: state.lastPageSize,
    loadMore,
    retry,
    remove,
  };
}
