import { useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../ui/EmptyState';
import { ConversationPane } from '../modules/conversation-pane/components/ConversationPane';
import { ConversationList } from '../modules/inbox/components/ConversationList';
import { CustomViewModal } from '../modules/inbox/components/CustomViewModal';
import { DeleteViewModal } from '../modules/inbox/components/DeleteViewModal';
import { defaultViewLabel, FilterPanel } from '../modules/inbox/components/FilterPanel';
import { ShortcutsHelp } from '../modules/inbox/components/ShortcutsHelp';
import { useCustomViews } from '../modules/inbox/hooks/useCustomViews';
import { useFiltersCollapsed } from '../modules/inbox/hooks/useFiltersCollapsed';
import { useInboxCounts } from '../modules/inbox/hooks/useInboxCounts';
import { useInboxList } from '../modules/inbox/hooks/useInboxList';
import { useInboxLive } from '../modules/inbox/hooks/useInboxLive';
import { useInboxNotifications } from '../modules/inbox/hooks/useInboxNotifications';
import { useMentionNotifications } from '../modules/inbox/hooks/useMentionNotifications';
import { useInboxRoute } from '../modules/inbox/hooks/useInboxRoute';
import { useInboxSearch } from '../modules/inbox/hooks/useInboxSearch';
import { useInboxShortcuts } from '../modules/inbox/hooks/useInboxShortcuts';
import { useMinuteClock } from '../modules/inbox/hooks/useMinuteClock';
import { neighbourId } from '../modules/inbox/utils/shortcuts';
import { resolveView, type CustomViewRecord } from '../modules/inbox/utils/views';
import { useSession } from '../modules/session/hooks/useSession';

/**
 * Spec §2 /conversation/{id?}: the 240-wide collapsible filter panel, the 280-wide list of 80-high
 * cards, and the conversation pane (with its 280-wide customer panel). List, counters and pane read
 * the same normalized conversations from the Apollo cache, so they agree at every moment.
 */
export function ConversationPage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const me = user?.userId ?? '';
  const route = useInboxRoute();
  const { selectedId } = route;
  const counts = useInboxCounts();
  const custom = useCustomViews();
  const view = useMemo(
    () => resolveView(route.view, { teams: counts.teams, custom: custom.views, status: route.status, customerId: route.customerId }),
    [counts.teams, custom.views, route.customerId, route.status, route.view],
  );
  const myTeams = useMemo(() => counts.teams.map((x) => x.teamId), [counts.teams]);
  const list = useInboxList({ params: view.params, selectedId, me, myTeams });
  const now = useMinuteClock();
  const match = useMemo(() => ({ me, myTeams, now }), [me, myTeams, now]);

  const [query, setQuery] = useState('');
  const search = useInboxSearch(query);
  const searchRef = useRef<HTMLInputElement>(null);
  const [collapsed, setCollapsed] = useFiltersCollapsed();
  const [helpOpen, setHelpOpen] = useState(false);
  const [editing, setEditing] = useState<CustomViewRecord | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CustomViewRecord | null>(null);

  const title = view.kind === 'default' ? defaultViewLabel(view.value, i18n) : view.kind === 'customer' ? t`Customer's conversations` : view.label;
  const notify = useInboxNotifications({ me, selectedId, title: t`Conversations`, open: route.open, start: !list.loading });
  const notifyMention = useMentionNotifications({ selectedId, open: route.open });
  useInboxLive({
    me,
    selectedId,
    place: list.place,
    onCountsChanged: counts.onCountsChanged,
    onConfigurationChanged: custom.refetch,
    onMessage: notify,
    onMentioned: notifyMention,
    onReset: list.reload,
  });

  // Another view is moving on too: cards that showed a notice are not carried into it.
  const shownView = useRef(view.value);
  useEffect(() => {
    if (shownView.current === view.value) return;
    shownView.current = view.value;
    list.prune(null);
  }, [list, view.value]);

  const step = useCallback(
    (by: 1 | -1) => {
      const next = neighbourId(list.ids, selectedId, by);
      if (next) route.open(next);
    },
    [list.ids, route, selectedId],
  );
  useInboxShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    search: () => searchRef.current?.focus(),
    help: () => setHelpOpen((o) => !o),
  });

  return (
    <Layout>
      {!collapsed && (
        <FilterPanel
          current={view.value}
          counts={counts.counts}
          teams={counts.teams}
          custom={custom.views}
          linkToView={route.viewPath}
          onCollapse={() => setCollapsed(true)}
          onNewView={() => setCreating(true)}
          onEditView={setEditing}
          onDeleteView={setDeleting}
        />
      )}
      <ConversationList
        title={title}
        list={list}
        params={view.params}
        match={match}
        selectedId={selectedId}
        linkTo={route.conversationPath}
        status={view.kind === 'custom' ? null : route.status}
        onStatus={route.setStatus}
        filtersCollapsed={collapsed}
        onShowFilters={() => setCollapsed(false)}
        search={{ query, onQuery: setQuery, inputRef: searchRef, ...search, linkTo: (hit) => route.conversationPath(hit.conversationId, hit.id) }}
        help={<ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />}
      />
      {selectedId ? (
        <ConversationPane conversationId={selectedId} />
      ) : (
        <Empty>
          <EmptyState
            icon={<MessagesSquare size={28} />}
            title={t`No conversation selected`}
            description={t`Choose a conversation from the list, or press J to open the first one.`}
          />
        </Empty>
      )}
      <CustomViewModal
        open={creating || editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setCreating(false);
          setEditing(null);
        }}
        editing={editing}
        initial={view.params}
        teams={counts.teams}
        onSave={async (label, params) => {
          if (editing) return custom.update(editing.value, label, params);
          const value = await custom.create(label, params);
          if (value) route.setView(value);
          return value !== null;
        }}
      />
      <DeleteViewModal
        view={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async (v) => {
          const ok = await custom.remove(v.value);
          if (ok && view.value === v.value) route.setView('me');
          return ok;
        }}
      />
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
`;
const Empty = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-width: 0;
  background: ${({ theme }) => theme.colors.background};
`;
