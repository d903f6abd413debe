import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import styled from 'styled-components';
import type { ReportDashboardQuery } from '../../../__generated__/graphql';
import { heatmapGrid } from '../utils/dashboardData';
import { ChartCard, Figures } from './parts';

type Dashboard = ReportDashboardQuery['reportDashboard'];

/** Weekday names in the interface's language, Monday first (2024-01-01 was a Monday). */
function weekdayNames(locale: string, style: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hh = (h: number) => String(h).padStart(2, '0');

/** When new conversations arrive: weekday × hour in the workspace's time zone, darker is busier. */
export function HoursHeatmap({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui();
  const locale = document.documentElement.lang || 'en';
  const short = weekdayNames(locale, 'short');
  const long = weekdayNames(locale, 'long');
  const { grid, max } = heatmapGrid(dashboard.heatmap);
  return (
    <ChartCard
      testId="chart-heatmap"
      title={t`Busiest hours`}
      hint={t`New conversations by weekday and hour (${dashboard.timeZone})`}
      chart={
        <Grid role="img" aria-label={t`Heatmap of new conversations by weekday and hour`}>
          <span />
          {HOURS.map((h) => (
            <HourLabel key={h} aria-hidden>
              {h % 3 === 0 ? hh(h) : ''}
            </HourLabel>
          ))}
          {grid.map((row, d) => (
            <Fragment key={d}>
              <DayLabel aria-hidden>{short[d]}</DayLabel>
              {row.map((n, h) => {
                const day = long[d]!;
                const hour = hh(h);
                const count = i18n.number(n);
                return <Cell key={h} title={t`${day} ${hour}:00 – ${count} conversations`} $level={max > 0 ? n / max : 0} data-count={n} />;
              })}
            </Fragment>
          ))}
        </Grid>
      }
      table={
        <Figures
          scrolls
          caption={t`New conversations by weekday and hour`}
          columns={[{ key: 'weekday', label: t`Weekday` }, ...HOURS.map((h) => ({ key: h, label: hh(h) }))]}
          rows={grid.map((row, d) => ({ key: d, label: long[d], cells: row }))}
        />
      }
    />
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: 44px repeat(24, minmax(0, 1fr));
  gap: 3px;
  align-items: center;
`;
const HourLabel = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xsmall};
  font-variant-numeric: tabular-nums;
`;
const DayLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Cell = styled.span<{ $level: number }>`
  aspect-ratio: 1;
  min-height: 14px;
  border-radius: 3px;
  background: ${({ theme, $level }) => ($level > 0 ? `rgba(${theme.chart.heat}, ${0.15 + 0.85 * $level})` : theme.colors.surfaceMuted)};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
