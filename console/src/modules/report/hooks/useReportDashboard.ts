import { useQuery } from '@apollo/client/react';
import { HUB_EVENTS } from '../../realtime/utils/realtimeEvent';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import { ReportDashboardQuery } from '../graphql/Report';

/** The dashboard of a range, read again after the connection comes back; nothing is asked for an invalid range. */
export function useReportDashboard(range: { from: string; to: string } | null) {
  const query = useQuery(ReportDashboardQuery, {
    variables: range ?? { from: '', to: '' },
    skip: !range,
    fetchPolicy: 'cache-and-network',
  });
  useRealtimeEvents(HUB_EVENTS.resumed, () => void (range ? query.refetch().catch(() => undefined) : undefined));
  return { dashboard: query.data?.reportDashboard ?? null, loading: query.loading, error: query.error ?? null, refetch: query.refetch };
}
