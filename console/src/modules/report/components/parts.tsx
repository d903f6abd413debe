import { useLingui } from '@lingui/react/macro';
import { useState, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { visuallyHidden } from '../../../ui/visuallyHidden';

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.medium};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CardHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * A chart with its table alternative (accessible dashboards: the same figures as a table, for
 * screen readers and for people who would rather read numbers). The chart is the default view.
 */
export function ChartCard({ title, hint, chart, table, testId }: { title: string; hint?: string; chart: ReactNode; table: ReactNode; testId: string }) {
  const { t } = useLingui();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card data-testid={testId}>
      <CardHead>
        <div>
          <CardTitle>{title}</CardTitle>
          {hint && <CardHint>{hint}</CardHint>}
        </div>
        <SegmentedControl
          size="small"
          label={t`Show as`}
          options={[
            { value: 'chart', label: t`Chart` },
            { value: 'table', label: t`Table` },
          ]}
          value={view}
          onChange={setView}
        />
      </CardHead>
      {view === 'table' ? table : chart}
    </Card>
  );
}

/** A card's title and hint on the left, what switches or states it on the right. */
export const CardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** A compact figures table (the charts' alternative). */
export const FiguresTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.small};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const TableScroll = styled.div`
  max-height: 280px;
  overflow: auto;
`;

/** Names a figures table for screen readers. */
export const HiddenCaption = styled.caption`
  ${visuallyHidden};
`;

export interface FiguresRow {
  key: Key;
  /** The row's header cell (a day, a weekday, a score). */
  label: ReactNode;
  cells: readonly ReactNode[];
}

export interface FiguresProps {
  /** Names the table for screen readers. */
  caption: string;
  /** The headers: the row labels' column first, then one per cell. */
  columns: readonly { key: Key; label: ReactNode }[];
  rows: readonly FiguresRow[];
  /** A long table scrolls inside its card. */
  scrolls?: boolean;
}

/** A chart's figures as a table: a header row, then a labelled row of numbers per item. */
export function Figures({ caption, columns, rows, scrolls }: FiguresProps) {
  const table = (
    <FiguresTable>
      <HiddenCaption>{caption}</HiddenCaption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            {r.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
  return scrolls ? <TableScroll>{table}</TableScroll> : table;
}
