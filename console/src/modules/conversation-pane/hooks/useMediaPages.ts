import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { ChatMessageFragment } from '../graphql/ChatMessage.fragment';
import { ConversationMessagesQuery } from '../graphql/ConversationMessages.query';
import { hasMore, MEDIA_PAGE_SIZE } from '../utils/messageRules';
import { toPaneMessage, type PaneMessage } from '../utils/types';

export interface MediaFilter {
  msgTypeFilter: number;
  msgSubtypeFilter?: number;
}

export interface MediaPages {
  items: PaneMessage[];
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
  hasMore: boolean;
  /** The server's count of every item of this tab. */
  total: number;
  loadMore: () => void;
}

/**
 * One media-library tab (spec §7: 50 a page, newest first): the first page on open, older pages
 * before the oldest item held, while the last page came back full.
 */
export function useMediaPages(conversationId: string, filter: MediaFilter): MediaPages {
  const client = useApolloClient();
  const [state, setState] = useState({ items: [] as PaneMessage[], loading: true, loadingMore: false, error: false, hasMore: false, total: 0 });
  const busy = useRef(false);
  const { msgTypeFilter, msgSubtypeFilter } = filter;

  const fetchPage = useCallback(
    async (beforeId: string | null) => {
      const { data } = await client.query({
        query: ConversationMessagesQuery,
        variables: { conversationId, beforeId, size: MEDIA_PAGE_SIZE, msgTypeFilter, msgSubtypeFilter: msgSubtypeFilter ?? null },
        fetchPolicy: 'network-only',
      });
      const page = (data?.messages.messages ?? []).map((m) => toPaneMessage(getFragmentData(ChatMessageFragment, m)));
      return { page, total: data?.messages.total ?? 0 };
    },
    [client, conversationId, msgSubtypeFilter, msgTypeFilter],
  );

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, items: [], loading: true, error: false }));
    fetchPage(null)
      .then(
        ({ page, total }) =>
          live && setState({ items: page, total, loading: false, loadingMore: false, error: false, hasMore: hasMore(page.length, MEDIA_PAGE_SIZE) }),
      )
      .catch(() => live && setState((s) => ({ ...s, loading: false, error: true })));
    return () => {
      live = false;
    };
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    const oldest = state.items[state.items.length - 1];
    if (!oldest || busy.current) return;
    busy.current = true;
    setState((s) => ({ ...s, loadingMore: true }));
    fetchPage(oldest.id)
      .then(({ page, total }) =>
        setState((s) => {
          // An item that moved between pages (one deleted meanwhile) is not shown twice.
          const held = new Set(s.items.map((m) => m.id));
          return {
            ...s,
            total,
            loadingMore: false,
            hasMore: hasMore(page.length, MEDIA_PAGE_SIZE),
            items: [...s.items, ...page.filter((m) => !held.has(m.id))],
          };
        }),
      )
      .catch(() => setState((s) => ({ ...s, loadingMore: false })))
      .finally(() => {
        busy.current = false;
      });
  }, [fetchPage, state.items]);

  return { ...state, loadMore };
}
