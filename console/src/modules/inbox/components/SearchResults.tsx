import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { formatTime } from '../../../shared/time';
import { InboxCardFragment } from '../graphql/InboxCard.fragment';
import type { SearchHit } from '../hooks/useInboxSearch';
import type { InboxCard } from '../utils/cardCache';

/** Inbox search results (newest first): each opens its conversation at the message. */
export function SearchResults({
  hits,
  loading,
  error,
  linkTo,
}: {
  hits: SearchHit[] | null;
  loading: boolean;
  error: boolean;
  linkTo: (hit: SearchHit) => string;
}) {
  const { t } = useLingui();
  if (loading && !hits) {
    return (
      <Center>
        <Spinner size={20} label={t`Searching`} />
      </Center>
    );
  }
  if (error || !hits || hits.length === 0) {
    return <EmptyState icon={<SearchX size={24} />} title={t`No related conversations found`} description={error ? t`Server connection failed` : undefined} />;
  }
  return (
    <List aria-label={t`Search results`} data-testid="search-results">
      {hits.map((h) => (
        <li key={h.id}>
          <Hit to={linkTo(h)} data-testid="search-hit">
            <Top>
              <HitName conversationId={h.conversationId} fallback={h.conversationName} />
              <time>{formatTime(h.timestamp)}</time>
            </Top>
            <Text>
              {h.internal && <Internal>{t`Note`}</Internal>}
              {h.text}
            </Text>
          </Hit>
        </li>
      ))}
    </List>
  );
}

/** The customer's name when the conversation's card is known (loaded in a list), else the conversation's own name. */
function HitName({ conversationId, fallback }: { conversationId: string; fallback: string }) {
  const { data } = useFragment({
    fragment: InboxCardFragment,
    fragmentName: 'InboxCard_conversation',
    from: { __typename: 'Conversation', id: conversationId },
  });
  const customer = (data as Partial<InboxCard> | undefined)?.customer?.[0]?.displayName;
  return <strong>{customer || fallback}</strong>;
}

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(8)};
`;
const List = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;
const Hit = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.spacing(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadow.focus};
  }
`;
const Top = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  strong {
    flex: 1;
    overflow: hidden;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    flex: none;
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.font.size.xsmall};
  }
`;
const Text = styled.span`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;
const Internal = styled.span`
  margin-right: 6px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.xsmall};
`;
