import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { InboxCardFragment } from '../graphql/InboxCard.fragment';
import { readCard } from '../utils/cardCache';
import { INBOX_PAGE_SIZE, readPage, takeFirstPage, type PageRequest } from '../utils/firstPage';
import { appendPage, placeId } from '../utils/listOrder';
import { matchesView, type MatchContext } from '../utils/viewMatching';
import { paramsKey, type ViewParams } from '../utils/views';

interface ListState {
  key: string;
  ids: string[];
  /** The last row of the last page the server sent: the next page's beforeId. */
  cursor: string | null;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
}

const initial = (key: string): ListState => ({ key, ids: [], cursor: null, hasMore: false, loading: true, loadingMore: false, error: false });

export interface InboxList {
  ids: string[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Fetches the first page again, in place (the realtime cursor was refused: what is shown may be stale). */
  reload: () => void;
  /** A conversation whose card is in the cache changed or arrived: put it where it belongs (or leave it out). */
  place: (id: string) => void;
  /** The user moved on: cards that no longer match the view (and showed a notice) go, except `keep`. */
  prune: (keep: string | null) => void;
}

/**
 * The conversations of one view, newest activity first (or oldest with reverseOrder), 20 a page
 * with the server's beforeId cursor. Only ids are kept here: each card reads its normalized
 * Conversation from the Apollo cache, so the pane's optimistic changes show in the list at once.
 * A card that stops matching stays (with its notice) until the user moves on.
 */
export function useInboxList({
  params,
  selectedId,
  me,
  myTeams,
}: {
  params: ViewParams;
  selectedId: string | null;
  me: string;
  myTeams: readonly string[];
}): InboxList {
  const client = useApolloClient();
  const key = paramsKey(params);
  const [state, setState] = useState<ListState>(() => initial(key));
  const generation = useRef(0);
  const live = useRef({ params, selectedId, me, myTeams, state });
  live.current = { params, selectedId, me, myTeams, state };

  const matchContext = useCallback((): MatchContext => ({ me: live.current.me, myTeams: live.current.myTeams, now: Date.now() }), []);
  const orderKey = useCallback((id: string) => readCard(client.cache, id) ?? undefined, [client]);

  const requestPage = useCallback((viewParams: ViewParams, beforeId: string | null) => readPage(client, viewParams, beforeId), [client]);

  // The first page is asked for while the page first renders, not after: the request then runs
  // during that render and its commit (the console's first, and longest) instead of after them —
  // or it was asked for with the console's start (main.tsx), before this code had arrived.
  // The effect below takes it when the view is still the same.
  const firstRequest = useRef<{ key: string; request: PageRequest; taken: boolean } | null>(null);
  if (firstRequest.current === null) {
    const request = takeFirstPage(key) ?? requestPage(params, null);
    request.catch(() => undefined); // handled by the effect that takes it
    firstRequest.current = { key, request, taken: false };
  }

  const fetchPage = useCallback(
    async (listKey: string, beforeId: string | null, started?: PageRequest) => {
      const mine = generation.current;
      try {
        const res = await (started ?? requestPage(live.current.params, beforeId));
        if (mine !== generation.current) return;
        const page = getFragmentData(InboxCardFragment, res.data?.conversations ?? []).map((c) => c.id);
        setState((s) =>
          s.key !== listKey
            ? s
            : {
                ...s,
                ids: beforeId ? appendPage(s.ids, page) : page,
                cursor: page.length ? page[page.length - 1] : s.cursor,
                hasMore: page.length === INBOX_PAGE_SIZE,
                loading: false,
                loadingMore: false,
                error: false,
              },
        );
      } catch {
        if (mine !== generation.current) return;
        setState((s) => (s.key !== listKey ? s : { ...s, loading: false, loadingMore: false, error: true }));
      }
    },
    [requestPage],
  );

  // A new view starts from its first page; answers for the previous view are dropped.
  useEffect(() => {
    generation.current += 1;
    setState(initial(key));
    const first = firstRequest.current;
    const started = first && !first.taken && first.key === key ? first.request : undefined;
    if (first) first.taken = true; // once only: a later view, or this one again, asks anew
    void fetchPage(key, null, started);
  }, [fetchPage, key]);

  const loadMore = useCallback(() => {
    const s = live.current.state;
    if (s.loading || s.loadingMore || !s.hasMore || s.error) return;
    setState((x) => ({ ...x, loadingMore: true }));
    void fetchPage(s.key, s.cursor);
  }, [fetchPage]);

  const retry = useCallback(() => {
    const s = live.current.state;
    setState((x) => ({ ...x, error: false, ...(x.ids.length ? { loadingMore: true } : { loading: true }) }));
    void fetchPage(s.key, s.ids.length ? s.cursor : null);
  }, [fetchPage]);

  const reload = useCallback(() => {
    generation.current += 1;
    void fetchPage(live.current.state.key, null);
  }, [fetchPage]);

  const place = useCallback(
    (id: string) => {
      const card = readCard(client.cache, id);
      setState((s) => {
        if (s.loading) return s;
        const present = s.ids.includes(id);
        if (!card) return present ? { ...s, ids: s.ids.filter((x) => x !== id) } : s;
        const matches = matchesView(card, live.current.params, matchContext());
        if (!present && !matches) return s;
        const ids = placeId(s.ids, id, orderKey, {
          reverse: live.current.params.reverseOrder === true,
          hasMore: s.hasMore,
          keep: present && !matches ? true : id === live.current.selectedId,
        });
        return ids.length === s.ids.length && ids.every((x, i) => x === s.ids[i]) ? s : { ...s, ids };
      });
    },
    [client, matchContext, orderKey],
  );

  const prune = useCallback(
    (keep: string | null) => {
      setState((s) => {
        const ctx = matchContext();
        const ids = s.ids.filter((id) => {
          if (id === keep) return true;
          const card = readCard(client.cache, id);
          return card ? matchesView(card, live.current.params, ctx) : false;
        });
        return ids.length === s.ids.length ? s : { ...s, ids };
      });
    },
    [client, matchContext],
  );

  // Opening another conversation is moving on: the notices of the others have been seen.
  const lastSelected = useRef(selectedId);
  useEffect(() => {
    if (lastSelected.current === selectedId) return;
    lastSelected.current = selectedId;
    prune(selectedId);
  }, [prune, selectedId]);

  return useMemo(
    () => ({
      ids: state.key === key ? state.ids : [],
      loading: state.key !== key || state.loading,
      loadingMore: state.loadingMore,
      hasMore: state.hasMore,
      error: state.error,
      loadMore,
      retry,
      reload,
      place,
      prune,
    }),
    [key, loadMore, place, prune, reload, retry, state],
  );
}
