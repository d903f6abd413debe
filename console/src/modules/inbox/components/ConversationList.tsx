import { useLingui } from '@lingui/react/macro';
import { Inbox, PanelLeftOpen, Search, X } from 'lucide-react';
import { useCallback, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { ConversationStatusFilter } from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton } from '../../../ui/IconButton';
import { LoadFailed } from '../../../ui/LoadFailed';
import { inputFrameStyles } from '../../../ui/controlStyles';
import { Spinner } from '../../../ui/Spinner';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { truncate } from '../../../ui/textStyles';
import type { InboxList } from '../hooks/useInboxList';
import type { SearchHit } from '../hooks/useInboxSearch';
import type { MatchContext } from '../utils/viewMatching';
import type { ViewParams } from '../utils/views';
import { CARD_HEIGHT, ConversationCard } from './ConversationCard';
import { SearchResults } from './SearchResults';
import { VirtualList } from './VirtualList';

export interface ConversationListProps {
  /** The view's name, shown as the column's heading. */
  title: string;
  list: InboxList;
  params: ViewParams;
  match: MatchContext;
  selectedId: string | null;
  linkTo: (conversationId: string) => string;
  /** Default and team views choose a status here; a saved view carries its own. */
  status: ConversationStatusFilter | null;
  onStatus: (status: ConversationStatusFilter) => void;
  filtersCollapsed: boolean;
  onShowFilters: () => void;
  search: {
    query: string;
    onQuery: (q: string) => void;
    inputRef: Ref<HTMLInputElement>;
    active: boolean;
    hits: SearchHit[] | null;
    loading: boolean;
    error: boolean;
    linkTo: (hit: SearchHit) => string;
  };
  /** The keyboard-shortcuts popover trigger. */
  help: ReactNode;
}

/** Spec §2: the 280-wide list column: view heading, search (3 characters or more), and the virtualized cards. */
export function ConversationList({
  title,
  list,
  params,
  match,
  selectedId,
  linkTo,
  status,
  onStatus,
  filtersCollapsed,
  onShowFilters,
  search,
  help,
}: ConversationListProps) {
  const { t } = useLingui();
  const shortQuery = search.query.trim().length > 0 && !search.active;
  const statuses: { value: ConversationStatusFilter; label: string }[] = [
    { value: 'open', label: t`Processing` },
    { value: 'closed', label: t`Finished` },
    { value: 'all', label: t`All` },
  ];
  const selectedIndex = selectedId ? list.ids.indexOf(selectedId) : -1;
  // Stable while the list and what a card shows stay the same, so rows on screen are not rendered again.
  const { ids } = list;
  const rowKey = useCallback((i: number) => ids[i], [ids]);
  const renderRow = useCallback(
    (i: number) => {
      const id = ids[i];
      return <ConversationCard id={id} to={linkTo(id)} selected={id === selectedId} params={params} match={match} />;
    },
    [ids, linkTo, match, params, selectedId],
  );
  return (
    <Column aria-label={t`Conversation list`} data-testid="conversation-list">
      <Header>
        {filtersCollapsed && (
          <>
            <Hidden as="h1">{t`Conversations`}</Hidden>
            <IconButton label={t`Show filters`} icon={<PanelLeftOpen size={16} />} onClick={onShowFilters} data-testid="show-filters" />
          </>
        )}
        <ViewTitle data-testid="list-title" title={title}>
          {title}
        </ViewTitle>
        {help}
      </Header>
      <Tools>
        <SearchBox>
          <Search size={14} aria-hidden />
          <input
            ref={search.inputRef}
            type="search"
            value={search.query}
            onChange={(e) => search.onQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') search.onQuery('');
            }}
            placeholder={t`Search messages`}
            aria-label={t`Search messages`}
            aria-describedby={shortQuery ? 'inbox-search-hint' : undefined}
            data-testid="inbox-search"
          />
          {search.query && (
            <Clear type="button" aria-label={t`Clear search`} onClick={() => search.onQuery('')}>
              <X size={14} aria-hidden />
            </Clear>
          )}
        </SearchBox>
        {/* The 280-wide column cuts a long placeholder: the minimum is said once someone types. */}
        {shortQuery && (
          <SearchHint id="inbox-search-hint" role="status" data-testid="inbox-search-hint">
            {t`Type at least 3 characters to search`}
          </SearchHint>
        )}
        {status && !search.active && (
          <Segments role="radiogroup" aria-label={t`Status`}>
            {statuses.map((s) => (
              <Segment key={s.value} type="button" role="radio" aria-checked={status === s.value} $on={status === s.value} onClick={() => onStatus(s.value)}>
                {s.label}
              </Segment>
            ))}
          </Segments>
        )}
      </Tools>
      {search.active ? (
        <SearchResults hits={search.hits} loading={search.loading} error={search.error} linkTo={search.linkTo} />
      ) : list.loading ? (
        <Center>
          <Spinner size={22} label={t`Loading conversations`} />
        </Center>
      ) : list.error && list.ids.length === 0 ? (
        <LoadFailed onRetry={list.retry} />
      ) : list.ids.length === 0 ? (
        <EmptyState icon={<Inbox size={24} />} title={t`No conversations here`} description={t`New conversations in this view show up here as they arrive.`} />
      ) : (
        <VirtualList
          count={list.ids.length}
          rowHeight={CARD_HEIGHT}
          rowKey={rowKey}
          label={title}
          revealIndex={selectedIndex}
          onEndReached={list.loadMore}
          renderRow={renderRow}
          footer={
            list.loadingMore ? (
              <More>
                <Spinner size={16} label={t`Loading more conversations`} />
              </More>
            ) : list.error ? (
              <More>
                <Button variant="ghost" size="small" onClick={list.retry}>
                  {t`Try again`}
                </Button>
              </More>
            ) : null
          }
        />
      )}
    </Column>
  );
}

const Column = styled.section`
  display: flex;
  flex: none;
  flex-direction: column;
  width: 280px;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  height: 56px;
  padding: 0 ${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;
const ViewTitle = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.medium};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${truncate}
`;
const Tools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const SearchHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const SearchBox = styled.label`
  ${inputFrameStyles}
  gap: ${({ theme }) => theme.spacing(2)};
  height: 32px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  input {
    min-width: 0;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
`;
const Clear = styled.button`
  display: inline-flex;
  padding: 2px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;
`;
const Segments = styled.div`
  display: flex;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;
const Segment = styled.button<{ $on: boolean }>`
  flex: 1;
  height: 26px;
  border: none;
  border-radius: 6px;
  background: ${({ theme, $on }) => ($on ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $on }) => ($on ? theme.shadow.small : 'none')};
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme, $on }) => ($on ? theme.font.weight.medium : theme.font.weight.regular)};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(8)};
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(3)};
`;
