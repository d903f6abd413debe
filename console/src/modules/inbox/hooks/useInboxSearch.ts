import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { InboxSearchQuery } from '../graphql/SearchMessages.query';

/** Spec §5 and §9: search starts at 3 characters. */
export const SEARCH_MIN_CHARS = 3;
const DEBOUNCE_MS = 250;

export interface SearchHit {
  id: string;
  conversationId: string;
  conversationName: string;
  senderType: string;
  internal: boolean;
  timestamp: number;
  text: string;
}

/** Characters as a reader counts them ('退款申' is 3). */
export const searchLength = (q: string) => [...q.trim()].length;

/** Messages matching the query across the inbox (GraphQL searchMessages = GET /api/message/search), newest first. */
export function useInboxSearch(query: string): { active: boolean; hits: SearchHit[] | null; loading: boolean; error: boolean } {
  const trimmed = query.trim();
  const active = searchLength(trimmed) >= SEARCH_MIN_CHARS;
  const [debounced, setDebounced] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const ready = active && debounced === trimmed;
  const { data, loading, error } = useQuery(InboxSearchQuery, { variables: { query: debounced }, skip: !ready, fetchPolicy: 'network-only' });
  const hits =
    ready && data
      ? data.searchMessages.map((h) => {
          const meta = h.meta as { content?: string; file?: { name?: string } };
          return {
            id: h.id,
            conversationId: h.conversationId,
            conversationName: h.conversationName,
            senderType: h.senderType,
            internal: h.internal,
            timestamp: h.timestamp,
            text: meta.content ?? meta.file?.name ?? '',
          };
        })
      : null;
  return { active, hits, loading: active && (!ready || loading), error: Boolean(error) };
}
