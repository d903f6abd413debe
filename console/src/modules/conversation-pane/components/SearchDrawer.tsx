import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CLIENT_TYPE } from '../../../shared/rest';
import { Drawer } from '../../../ui/Drawer';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { formatTime } from '../../../shared/time';
import type { MessageMeta } from '../utils/types';

interface Hit {
  id: string;
  timestamp: number;
  internal: boolean;
  meta: MessageMeta;
}

export const SEARCH_MIN = 3;

/** In-conversation search (minimum 3 characters); choosing a result scrolls to it. */
export function SearchDrawer({
  conversationId,
  open,
  onOpenChange,
  onPick,
}: {
  conversationId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onPick: (messageId: string) => void;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const q = query.trim();
    if (q.length < SEARCH_MIN) {
      setHits(null);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      const params = new URLSearchParams({ query: q, conversationId, clientType: String(CLIENT_TYPE) });
      fetch(`/api/message/search?${params.toString()}`, { credentials: 'same-origin', signal: controller.signal })
        .then((r) => r.json())
        .then((body: { data?: Hit[] | { message?: Hit[]; messages?: Hit[] } }) => {
          const d = body.data;
          setHits(Array.isArray(d) ? d : (d?.messages ?? d?.message ?? []));
        })
        .catch(() => !controller.signal.aborted && setHits([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [conversationId, query]);

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t`Search`}>
      <Field>
        <Search size={16} aria-hidden />
        <input
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t`Search messages (at least 3 characters)`}
          aria-label={t`Search messages`}
        />
      </Field>
      {loading && <Spinner label={t`Searching`} />}
      {hits && hits.length === 0 && !loading && <EmptyState title={t`No related conversations found`} />}
      <Results>
        {(hits ?? []).map((h) => (
          <li key={h.id}>
            <button type="button" onClick={() => onPick(h.id)}>
              <span>{h.meta.content ?? h.meta.file?.name ?? ''}</span>
              <time>{formatTime(h.timestamp)}</time>
            </button>
          </li>
        ))}
      </Results>
    </Drawer>
  );
}

const Field = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  input {
    flex: 1;
    border: none;
    font: inherit;
    outline: none;
  }
`;
const Results = styled.ul`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  button {
    display: flex;
    flex-direction: column;
    gap: 2px;
    width: 100%;
    padding: 8px;
    border: none;
    border-radius: ${({ theme }) => theme.radius.small};
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  }
  time {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;
