import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import type { ReportDashboardQuery } from '../../../__generated__/graphql';
import { useSourceLabel } from '../../inbox/hooks/useSourceLabel';
import { perDayRows } from '../utils/dashboardData';
import { ChartCard, Figures } from './parts';

type Dashboard = ReportDashboardQuery['reportDashboard'];

/** New conversations per day of the range, stacked by source. */
export function PerDayChart({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const sourceLabel = useSourceLabel();
  const { sources, rows } = perDayRows(dashboard.perDay, dashboard.from, dashboard.to);
  const colour = (source: string) => (theme.chart as Record<string, string>)[source] ?? theme.chart.other;
  const shortDay = (date: string) => date.slice(5).replace('-', '/');
  const total = rows.reduce((sum, r) => sum + r.total, 0);
  return (
    <ChartCard
      testId="chart-per-day"
      title={t`Conversations per day`}
      hint={t`New conversations by source, ${i18n.number(total)} in all`}
      chart={
        <figure aria-label={t`Bar chart of new conversations per day by source`} style={{ margin: 0, height: 240 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid vertical={false} stroke={theme.colors.border} />
              <XAxis
                dataKey="date"
                tickFormatter={shortDay}
                tick={{ fontSize: 11, fill: theme.colors.textMuted }}
                interval="preserveStartEnd"
                minTickGap={12}
              />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: theme.colors.textMuted }} />
              <Tooltip cursor={{ fill: theme.colors.surfaceHover }} formatter={(value, name) => [i18n.number(Number(value)), sourceLabel(String(name))]} />
              {/* Our own legend: Recharts' own labels each icon "<value> legend icon", in English on every screen. */}
              <Legend
                content={() => (
                  <LegendList>
                    {sources.map((s) => (
                      <li key={s}>
                        <Dot aria-hidden style={{ background: colour(s) }} />
                        {sourceLabel(s)}
                      </li>
                    ))}
                  </LegendList>
                )}
              />
              {sources.map((s) => (
                <Bar key={s} dataKey={s} stackId="day" fill={colour(s)} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </figure>
      }
      table={
        <Figures
          scrolls
          caption={t`New conversations per day by source`}
          columns={[{ key: 'day', label: t`Day` }, ...sources.map((s) => ({ key: s, label: sourceLabel(s) })), { key: 'total', label: t`Total` }]}
          rows={rows.map((r) => ({ key: r.date, label: r.date, cells: [...sources.map((s) => i18n.number(Number(r[s]))), i18n.number(r.total)] }))}
        />
      }
    />
  );
}

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
`;
