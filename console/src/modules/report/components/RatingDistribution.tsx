import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import styled from 'styled-components';
import type { ReportDashboardQuery } from '../../../__generated__/graphql';
import { ratingRows } from '../utils/dashboardData';
import { ChartCard, Figures } from './parts';

type Dashboard = ReportDashboardQuery['reportDashboard'];

/** How customers rated the range's conversations, 5 stars at the top. */
export function RatingDistribution({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui();
  const rows = ratingRows(dashboard.ratings).reverse();
  const total = rows.reduce((sum, r) => sum + r.conversations, 0);
  const top = Math.max(1, ...rows.map((r) => r.conversations));
  const average = total > 0 ? rows.reduce((sum, r) => sum + r.score * r.conversations, 0) / total : null;
  const averageText = average === null ? '—' : i18n.number(average, { maximumFractionDigits: 1 });
  const totalText = i18n.number(total);
  return (
    <ChartCard
      testId="chart-ratings"
      title={t`Customer ratings`}
      hint={t`Average ${averageText} from ${totalText} ratings`}
      chart={
        <Bars role="img" aria-label={t`Bar chart of customer ratings from 1 to 5 stars`}>
          {rows.map((r) => (
            <Line key={r.score} data-score={r.score}>
              <Score aria-hidden>
                {r.score}
                <Star size={11} />
              </Score>
              <Track aria-hidden>
                <Fill style={{ width: `${(r.conversations / top) * 100}%` }} />
              </Track>
              <N aria-hidden>{i18n.number(r.conversations)}</N>
            </Line>
          ))}
        </Bars>
      }
      table={
        <Figures
          caption={t`Customer ratings`}
          columns={[
            { key: 'stars', label: t`Stars` },
            { key: 'conversations', label: t`Conversations` },
          ]}
          rows={rows.map((r) => ({ key: r.score, label: r.score, cells: [i18n.number(r.conversations)] }))}
        />
      }
    />
  );
}

const Bars = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding-top: ${({ theme }) => theme.spacing(1)};
`;
const Line = styled.div`
  display: grid;
  grid-template-columns: 34px 1fr 40px;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Score = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    color: ${({ theme }) => theme.colors.warning};
  }
`;
const Track = styled.span`
  height: 12px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;
const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.warning};
`;
const N = styled.span`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
