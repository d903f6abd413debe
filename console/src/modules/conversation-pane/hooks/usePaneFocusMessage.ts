import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FOCUS_MESSAGE_PARAM } from '../utils/focusMessageParam';
import type { ConversationMessages } from './useConversationMessages';

/**
 * The message the pane is opened at, named in the address (FOCUS_MESSAGE_PARAM: an inbox search
 * result, a pick in the search drawer), and `focusMessage` to open it at another.
 */
export function usePaneFocusMessage(history: ConversationMessages): { focusMessageId: string | null; focusMessage: (messageId: string) => void } {
  const [params, setParams] = useSearchParams();
  const focusMessageId = params.get(FOCUS_MESSAGE_PARAM);

  // Opened at a message (a search result): load older pages until it is on screen.
  const focusLoaded = !focusMessageId || history.messages.some((m) => m.id === focusMessageId);
  useEffect(() => {
    if (!focusLoaded && !history.loading && history.hasMore && !history.loadingMore) void history.loadMore();
  }, [focusLoaded, history]);

  const focusMessage = (messageId: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(FOCUS_MESSAGE_PARAM, messageId);
      return next;
    });
  return { focusMessageId, focusMessage };
}
