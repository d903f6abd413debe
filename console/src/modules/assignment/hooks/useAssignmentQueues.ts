import { useQuery } from '@apollo/client/react';
import { useBurstCall } from '../../../ui/useBurstCall';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { AssignmentQueuesQuery } from '../graphql/AssignmentQueues.query';

/** A team's mode or membership changes which queues the caller sees; queue.changed moves a length. */
const FOLLOWED = ['queue.changed', 'team.updated', 'team.deleted', HUB_EVENTS.resumed];
const REFETCH_DELAY_MS = 250;

export interface AssignmentQueues {
  total: number;
  teams: { teamId: string; name: string; assignmentMode: string; length: number }[];
}

/**
 * The automatic-assignment queues the inbox shows (the caller's teams with assignment on), kept
 * live: a burst of arrivals makes one refetch, not one per conversation.
 */
export function useAssignmentQueues(): AssignmentQueues | null {
  const { data } = useQuery(AssignmentQueuesQuery, { fetchPolicy: 'cache-and-network' });
  const readAgain = useFreshRead(AssignmentQueuesQuery);
  const refetch = useBurstCall(readAgain, REFETCH_DELAY_MS);
  useRealtimeEvents(FOLLOWED, refetch);
  return data?.assignmentQueues ?? null;
}
