import type { Key, ReactNode, UIEventHandler } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from './visuallyHidden';

export interface TableColumn<Row> {
  key: string;
  /** Names the column; every column has one, read by screen readers even when hidden. */
  header: ReactNode;
  /** Shows the header to assistive technology only (a column of row actions, say). */
  headerHidden?: boolean;
  render: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Names the table for screen readers. */
  caption: string;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  onRowClick?: (row: Row) => void;
  /** Under the last row, inside the scrolling frame (a "loading more" line, say). */
  footer?: ReactNode;
  /** The frame scrolls when its height is bounded (give it one through className): for infinite lists. */
  onScroll?: UIEventHandler<HTMLDivElement>;
  className?: string;
  /** Marks each row for tests and styles (data-row). */
  rowLabel?: (row: Row) => string;
  /** data-testid of the table, where a page holds more than one. */
  testId?: string;
}

/** A data table with a sticky header; pass columns as render functions. */
export function Table<Row>({ columns, rows, rowKey, caption, empty, onRowClick, footer, onScroll, className, rowLabel, testId }: TableProps<Row>) {
  return (
    <Frame className={className} onScroll={onScroll}>
      <StyledTable data-testid={testId}>
        <Caption>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <Th key={c.key} scope="col" style={{ width: c.width, textAlign: c.align ?? 'left' }}>
                {c.headerHidden ? <HiddenHeader>{c.header}</HiddenHeader> : c.header}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <EmptyCell colSpan={columns.length}>{empty}</EmptyCell>
            </tr>
          ) : (
            rows.map((row) => (
              <Tr key={rowKey(row)} data-row={rowLabel?.(row)} $clickable={!!onRowClick} onClick={onRowClick ? () => onRowClick(row) : undefined}>
                {columns.map((c) => (
                  <Td key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                    {c.render(row)}
                  </Td>
                ))}
              </Tr>
            ))
          )}
        </tbody>
      </StyledTable>
      {footer}
    </Frame>
  );
}

const Frame = styled.div`
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const HiddenHeader = styled.span`
  ${visuallyHidden}
`;

const Th = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Tr = styled.tr<{ $clickable: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:hover td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:not(:last-child) td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Td = styled.td`
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  vertical-align: middle;
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.spacing(8)};
`;
