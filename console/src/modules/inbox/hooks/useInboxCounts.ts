import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { registerCountsDelta } from '../../conversation-changes/utils/countsDelta';
import { whenSettled } from '../../conversation-changes/utils/pendingChanges';
import { useBurstCall } from '../../../ui/useBurstCall';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { InboxCountsQuery } from '../graphql/InboxCounts.query';
import { shiftCounts } from '../utils/countsDelta';
import type { TeamRef } from '../utils/views';

// The pane moves the counters with its optimistic changes (and back on rollback) through this hook.
registerCountsDelta((cache, before, after, me) => {
  cache.updateQuery({ query: InboxCountsQuery }, (data) =>
    data ? { ...data, conversationCounts: shiftCounts(data.conversationCounts, before, after, me, Date.now()) } : data,
  );
});

export interface InboxCountsValue {
  counts: { me: number; unassigned: number; mention: number; snooze: number; hidden: number; team: Map<string, number> } | null;
  /** The agent's teams, for the team views (spec §2: only teams that include the current user). */
  teams: TeamRef[];
  /** A counts.changed event: fetch again once the conversation's own pending change has settled. */
  onCountsChanged: (conversationId: string | null) => void;
  refetch: () => void;
}

const REFETCH_DELAY_MS = 250;

/** Spec §2 counters: me, unassigned, mention, snooze, hidden and one per team, kept live by counts.changed. */
export function useInboxCounts(): InboxCountsValue {
  const { data } = useQuery(InboxCountsQuery, { fetchPolicy: 'cache-and-network' });
  const readAgain = useFreshRead(InboxCountsQuery);
  const refetch = useBurstCall(readAgain, REFETCH_DELAY_MS);

  const onCountsChanged = useCallback((conversationId: string | null) => (conversationId ? whenSettled(conversationId, refetch) : refetch()), [refetch]);

  const c = data?.conversationCounts;
  const counts = useMemo(
    () =>
      c
        ? { me: c.me, unassigned: c.unassigned, mention: c.mention, snooze: c.snooze, hidden: c.hidden, team: new Map(c.team.map((t) => [t.teamId, t.count])) }
        : null,
    [c],
  );
  const teams = useMemo(
    () => (c?.team ?? []).map((t) => ({ teamId: t.teamId, name: t.name ?? null })).sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '')),
    [c],
  );
  return { counts, teams, onCountsChanged, refetch };
}
