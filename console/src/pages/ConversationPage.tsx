import { useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../ui/EmptyState';
import { loadCatalog } from '../shared/i18n';
import { LazyConversationPane } from '../modules/conversation-pane/lazyConversationPane';
import { ConversationList } from '../modules/inbox/components/ConversationList';
import { CustomViewModal } from '../modules/inbox/components/CustomViewModal';
import { DeleteViewModal } from '../modules/inbox/components/DeleteViewModal';
import { FilterPanel } from '../modules/inbox/components/FilterPanel';
import { ShortcutsHelp } from '../modules/inbox/components/ShortcutsHelp';
import { useInbox } from '../modules/inbox/hooks/useInbox';
import { GettingStartedPanel } from '../modules/onboarding/components/GettingStartedPanel';
import { useGettingStarted } from '../modules/onboarding/hooks/useGettingStarted';
import { useSession } from '../modules/session/hooks/useSession';
import { hasPermission } from '../modules/session/utils/permissions';

/**
 * Spec §2 /conversation/{id?}: the 240-wide collapsible filter panel, the 280-wide list of 80-high
 * cards, and the conversation pane (with its 280-wide customer panel). List, counters and pane read
 * the same normalized conversations from the Apollo cache, so they agree at every moment.
 */
export function ConversationPage() {
  const { t } = useLingui();
  const inbox = useInbox();
  const { route, selectedId, counts, custom, view, list, filters, help, dialogs } = inbox;
  const { editing, setEditing, creating, setCreating, deleting, setDeleting } = dialogs;
  const { user } = useSession();
  const gettingStarted = useGettingStarted(hasPermission(user?.permissions, 'manageSettings'));
  // The list is on screen: the pane's code and the rest of the strings follow when the browser is
  // idle, before the first click. Not earlier: the first screen's own requests would wait for them.
  const listShown = !list.loading;
  useEffect(() => {
    if (!listShown) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => {
      LazyConversationPane.preload();
      void loadCatalog('console').catch(() => undefined);
    });
  }, [listShown]);

  return (
    <Layout>
      {!filters.collapsed && (
        <FilterPanel
          current={view.value}
          counts={counts.counts}
          teams={counts.teams}
          custom={custom.views}
          linkToView={route.viewPath}
          onCollapse={() => filters.setCollapsed(true)}
          onNewView={() => setCreating(true)}
          onEditView={setEditing}
          onDeleteView={setDeleting}
        />
      )}
      <ConversationList
        title={inbox.title}
        list={list}
        params={view.params}
        match={inbox.match}
        selectedId={selectedId}
        linkTo={route.conversationPath}
        status={view.kind === 'custom' ? null : route.status}
        onStatus={route.setStatus}
        filtersCollapsed={filters.collapsed}
        onShowFilters={() => filters.setCollapsed(false)}
        search={{
          query: inbox.query,
          onQuery: inbox.setQuery,
          inputRef: inbox.searchRef,
          ...inbox.search,
          linkTo: (hit) => route.conversationPath(hit.conversationId, hit.id),
        }}
        help={<ShortcutsHelp open={help.open} onOpenChange={help.setOpen} />}
      />
      {selectedId ? (
        <LazyConversationPane conversationId={selectedId} />
      ) : gettingStarted.state && !gettingStarted.state.dismissed ? (
        <Empty>
          <GettingStartedPanel state={gettingStarted.state} permissions={user?.permissions} onDismiss={() => void gettingStarted.dismiss()} />
        </Empty>
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
