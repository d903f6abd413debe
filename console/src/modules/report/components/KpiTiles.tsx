import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { ReportDashboardQuery } from '../../../__generated__/graphql';
import { useDuration } from '../hooks/useDuration';

type Totals = ReportDashboardQuery['reportDashboard']['totals'];

/** The range's headline figures. */
export function KpiTiles({ totals }: { totals: Totals }) {
  const { t, i18n } = useLingui();
  const duration = useDuration();
  const share = totals.conversations > 0 ? Math.round((totals.responded / totals.conversations) * 100) : 0;
  const tiles = [
    {
      key: 'conversations',
      label: t`Conversations`,
      value: i18n.number(totals.conversations),
      note: t`${i18n.number(totals.customerMessages)} customer messages`,
    },
    { key: 'responded', label: t`Answered`, value: i18n.number(totals.responded), note: t`${share}% of conversations` },
    {
      key: 'closed',
      label: t({ message: 'Closed', context: 'conversations' }),
      value: i18n.number(totals.closed),
      note: t`${i18n.number(totals.agentMessages)} agent messages`,
    },
    { key: 'firstResponse', label: t`Median first response`, value: duration(totals.medianFirstResponseSeconds), note: t`From the customer's first message` },
    { key: 'resolution', label: t`Median resolution time`, value: duration(totals.medianResolutionSeconds), note: t`From start to close` },
  ];
  return (
    <Tiles>
      {tiles.map((tile) => (
        <Tile key={tile.key} data-testid={`kpi-${tile.key}`}>
          <Label>{tile.label}</Label>
          <Value>{tile.value}</Value>
          <Note>{tile.note}</Note>
        </Tile>
      ))}
    </Tiles>
  );
}

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
`;
const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;
const Label = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;
const Note = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xsmall};
`;
