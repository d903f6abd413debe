import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFragment as getFragmentData } from '../../../__generated__/fragment-masking';
import { onRealtimeResumed } from '../../../app/realtimeResumed';
import { ChatMessageFragment } from '../graphql/ChatMessage.fragment';
import { ConversationMessagesQuery } from '../graphql/ConversationMessages.query';
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

/** History in pages of 20 (newest page first); 'load more' while a full page returns; live changes merged in. */
export function useConversationMessages(conversationId: string): ConversationMessages {
  const client = useApolloClient();
  const [state, setState] = useState<MessagesState>(EMPTY);
  const current = useRef(conversationId);
  const [generation, setGeneration] = useState(0);

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
    let live = true;
    fetchPage()
      .then((page) => {
        if (!live) return;
        setState((s) => ({ ...s, loading: false, error: false, hasMore: hasMore(page.length), messages: mergeMessages(s.messages, page) }));
      })
      .catch(() => live && setState((s) => ({ ...s, loading: false, error: true })));
    return () => {
      live = false;
    };
  }, [conversationId, fetchPage, generation]);

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

  const upsert = useCallback((messages: PaneMessage[]) => {
    setState((s) => ({ ...s, messages: mergeMessages(s.messages, messages.filter((m) => m.conversationId === current.current)) }));
  }, []);
  const remove = useCallback((id: string) => setState((s) => ({ ...s, messages: removeMessage(s.messages, id) })), []);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  // Events missed while the connection was down: merge the newest page back in when the
  // subscription socket comes back, the window regains focus or the network returns.
  useEffect(() => {
    const refresh = () => {
      fetchPage()
        .then((page) => setState((s) => ({ ...s, messages: mergeMessages(s.messages, page) })))
        .catch(() => undefined);
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    const stopResumed = onRealtimeResumed(refresh);
    return () => {
      stopResumed();
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', refresh);
    };
  }, [fetchPage]);

  return { ...state, loadMore, reload, upsert, remove };
}
