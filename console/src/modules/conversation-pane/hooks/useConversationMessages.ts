import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { ChatMessageFragment } from '../graphql/ChatMessage.fragment';
import { ConversationMessagesQuery } from '../graphql/ConversationMessages.query';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { applyFill, fillToNewest, leavesGap, newestSeq } from '../utils/gapFill';
import { hasMore, MESSAGE_PAGE_SIZE } from '../utils/messageRules';
import { mergeMessages, removeMessage } from '../utils/messageStore';
import { toPaneMessage, type PaneMessage } from '../utils/types';

export interface MessagesState {
  messages: PaneMessage[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: boolean;
}

export interface ConversationMessages extends MessagesState {
  loadMore: () => Promise<void>;
  reload: () => void;
  upsert: (messages: PaneMessage[]) => void;
  remove: (id: string) => void;
}

const EMPTY: MessagesState = { messages: [], loading: true, loadingMore: false, hasMore: false, error: false };

/**
 * History in pages of 20 (newest page first); 'load more' while a full page returns; live changes
 * merged in. The history held is one run by seq: messages that arrive past a hole (after a gap the
 * catch-up could not bridge) make it page back from the newest until it joins what is held.
 */
export function useConversationMessages(conversationId: string): ConversationMessages {
  const client = useApolloClient();
  const [state, setState] = useState<MessagesState>(EMPTY);
  const current = useRef(conversationId);
  const [generation, setGeneration] = useState(0);
  // The newest seq held, kept in step with every merge (a burst of events arrives before React renders).
  const tail = useRef<number | null>(null);
  const loaded = useRef(false);
  const filling = useRef(false);
  const extendTail = useCallback((messages: readonly PaneMessage[]) => {
    const newest = newestSeq(messages);
    if (newest !== null && (tail.current === null || newest > tail.current)) tail.current = newest;
  }, []);

  const fetchPage = useCallback(
    async (beforeId?: string) => {
      const { data } = await client.query({
        query: ConversationMessagesQuery,
        variables: { conversationId, beforeId: beforeId ?? null, size: MESSAGE_PAGE_SIZE },
        fetchPolicy: 'network-only',
      });
      const page = (data?.messages.messages ?? []).map((m) => toPaneMessage(getFragmentData(ChatMessageFragment, m)));
      return page;
    },
    [client, conversationId],
  );

  useEffect(() => {
    current.current = conversationId;
    setState(EMPTY);
    tail.current = null;
    loaded.current = false;
    let live = true;
    fetchPage()
      .then((page) => {
        if (!live) return;
        extendTail(page);
        loaded.current = true;
        setState((s) => ({ ...s, loading: false, error: false, hasMore: hasMore(page.length), messages: mergeMessages(s.messages, page) }));
      })
      .catch(() => live && setState((s) => ({ ...s, loading: false, error: true })));
    return () => {
      live = false;
    };
  }, [conversationId, extendTail, fetchPage, generation]);

  const loadMore = useCallback(async () => {
    const oldest = state.messages[0];
    if (!oldest || state.loadingMore) return;
    setState((s) => ({ ...s, loadingMore: true }));
    try {
      const page = await fetchPage(oldest.id);
      if (current.current !== conversationId) return;
      setState((s) => ({ ...s, loadingMore: false, hasMore: hasMore(page.length), messages: mergeMessages(s.messages, page) }));
    } catch {
      setState((s) => ({ ...s, loadingMore: false }));
    }
  }, [conversationId, fetchPage, state.loadingMore, state.messages]);

  // Fetches from the newest message back until the history joins what is held (see gapFill.ts).
  const fill = useCallback(async () => {
    if (filling.current) return;
    filling.current = true;
    try {
      const result = await fillToNewest(tail.current, (before) => fetchPage(before ?? undefined), MESSAGE_PAGE_SIZE);
      if (current.current !== conversationId) return;
      extendTail(result.fetched);
      setState((s) => ({ ...s, hasMore: result.joined ? s.hasMore : result.moreBefore, messages: applyFill(s.messages, result) }));
    } catch {
      // Offline again: the next reconnect's catch-up or reset comes back here.
    } finally {
      filling.current = false;
    }
  }, [conversationId, extendTail, fetchPage]);

  const upsert = useCallback(
    (messages: PaneMessage[]) => {
      const mine = messages.filter((m) => m.conversationId === current.current);
      if (loaded.current && leavesGap(tail.current, mine)) void fill();
      extendTail(mine);
      setState((x) => ({ ...x, messages: mergeMessages(x.messages, mine) }));
    },
    [extendTail, fill],
  );
  const remove = useCallback((id: string) => setState((s) => ({ ...s, messages: removeMessage(s.messages, id) })), []);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  // The realtime cursor was refused (modules/realtime): what was missed is unknown, fetch the newest and join.
  useRealtimeEvents(HUB_EVENTS.reset, () => void fill());

  return { ...state, loadMore, reload, upsert, remove };
}
