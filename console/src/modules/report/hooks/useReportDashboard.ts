import { useQuery } from '@apollo/client/react';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { useFreshRead } from '../../realtime/hooks/useFreshRead';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { ReportDashboardQuery } from '../graphql/Report';

/** The dashboard of a range, read again after the connection comes back; nothing is asked for an invalid range. */
export function useReportDashboard(range: { from: string; to: string } | null) {
  const variables = range ?? { from: '', to: '' };
  const query = useQuery(ReportDashboardQuery, { variables, skip: !range, fetchPolicy: 'cache-and-network' });
  const readAgain = useFreshRead(ReportDashboardQuery, variables);
  useRealtimeEvents(HUB_EVENTS.resumed, () => {
    if (range) readAgain();
  });
  return { dashboard: query.data?.reportDashboard ?? null, loading: query.loading, error: query.error ?? null, refetch: query.refetch };
}
