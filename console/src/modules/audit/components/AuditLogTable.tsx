import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/dateFormat';
import type { AuditLogQuery } from '../../../__generated__/graphql';
import { Table, type TableColumn } from '../../../ui/Table';
import { asLocale } from '../../../shared/i18n';
import { actionLabel, actorLabel, detailLabel, targetLabel } from '../utils/auditLabels';

export type AuditRow = AuditLogQuery['auditLog']['items'][number];

export interface AuditLogTableProps {
  rows: readonly AuditRow[];
  empty: string;
  footer?: ReactNode;
}

/** The Audit log's entries: time, who, action in words, target, what changed. */
export function AuditLogTable({ rows, empty, footer }: AuditLogTableProps) {
  const { t, i18n } = useLingui();
  const locale = asLocale(i18n.locale);
  const columns: TableColumn<AuditRow>[] = [
    { key: 'time', header: t`Time`, width: 170, render: (r) => <Nowrap>{formatDateTime(r.time, locale)}</Nowrap> },
    { key: 'who', header: t`Who`, width: 180, render: (r) => actorLabel(r, i18n) },
    { key: 'action', header: t`Action`, width: 200, render: (r) => <strong>{actionLabel(r.action, i18n)}</strong> },
    { key: 'target', header: t`Target`, width: 220, render: (r) => targetLabel(r, i18n) },
    {
      key: 'detail',
      header: t`Details`,
      render: (r) => {
        // The whole line on hover where the cell cuts it short; the raw record is in the CSV export.
        const label = detailLabel(r, i18n);
        return <Detail title={label}>{label}</Detail>;
      },
    },
  ];
  return <Table caption={t`Audit log`} columns={columns} rows={rows} rowKey={(r) => r.id} rowLabel={(r) => r.action} empty={empty} footer={footer} />;
}

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Detail = styled.span`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textSubtle};
  word-break: break-word;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;
