import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { defaultViewLabel } from '../components/FilterPanel';
import { neighbourId } from '../utils/shortcuts';
import { matchesView } from '../utils/viewMatching';
import { resolveView, type CustomViewRecord } from '../utils/views';
import { useCustomViews } from './useCustomViews';
import { useFiltersCollapsed } from './useFiltersCollapsed';
import { useInboxCounts } from './useInboxCounts';
import { useInboxList } from './useInboxList';
import { useInboxLive } from './useInboxLive';
import { useInboxNotifications } from './useInboxNotifications';
import { useInboxRoute } from './useInboxRoute';
import { useInboxSearch } from './useInboxSearch';
import { useInboxShortcuts } from './useInboxShortcuts';
import { useMentionNotifications } from './useMentionNotifications';
import { useUnattendedNotices } from './useUnattendedNotices';
import { useMinuteClock } from './useMinuteClock';

/**
 * The inbox's controller: the route's view resolved against the teams and custom views, the list,
 * counters, search, live events, notifications and keyboard shortcuts, and the state of the view
 * dialogs. The page lays out what it returns.
 */
export function useInbox() {
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
  const noticeUnattended = useUnattendedNotices({ selectedId, open: route.open });
  useInboxLive({
    me,
    selectedId,
    place: list.place,
    onCountsChanged: counts.onCountsChanged,
    onConfigurationChanged: custom.refetch,
    onMessage: (message, card) => {
      notify(message, card);
      // On a view that lists it (All, Unassigned…) its card arriving at the top is the notice.
      if (!card || !matchesView(card, view.params, { me, myTeams, now: Date.now() })) noticeUnattended(message, card);
    },
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

  return {
    route,
    selectedId,
    counts,
    custom,
    view,
    list,
    match,
    title,
    query,
    setQuery,
    searchRef,
    search,
    filters: { collapsed, setCollapsed },
    help: { open: helpOpen, setOpen: setHelpOpen },
    dialogs: { editing, setEditing, creating, setCreating, deleting, setDeleting },
  };
}
