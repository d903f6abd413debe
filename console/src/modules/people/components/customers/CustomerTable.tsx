import { useLingui } from '@lingui/react/macro';
import { FileText, MessagesSquare } from 'lucide-react';
import type { ReactNode, UIEventHandler } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useFragment as getFragmentData, type FragmentType } from '../../../../__generated__/fragment-masking';
import type { CustomerRow_CustomerFragment } from '../../../../__generated__/graphql';
import { Avatar } from '../../../../ui/Avatar';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '../../../../ui/Button';
import { ButtonLink } from '../../../../ui/ButtonLink';
import { Table, type TableColumn } from '../../../../ui/Table';
import { CustomerRowFragment } from '../../graphql/CustomerRow.fragment';
import { customerConversationsPath } from '../../utils/customerConversationsPath';
import { platformReferenceText } from '../../utils/platformReferenceText';
import { DateText } from '../shared/DateText';
import { EmailCell, NoValue, RefIdText } from '../shared/tableCells';

type Row = CustomerRow_CustomerFragment;

export interface CustomerTableProps {
  rows: FragmentType<typeof CustomerRowFragment>[];
  empty: ReactNode;
  footer?: ReactNode;
  onScroll: UIEventHandler<HTMLDivElement>;
}

/** Spec §2 /customers columns: name, conversation count, email, creation date, reference number, File. */
export function CustomerTable({ rows, empty, footer, onScroll }: CustomerTableProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const customers = getFragmentData(CustomerRowFragment, rows);
  const columns: TableColumn<Row>[] = [
    {
      key: 'name',
      header: t`Name`,
      render: (c) => (
        <NameCell>
          <Avatar name={c.displayName} size={30} online={c.online} />
          <Link to={`/customers/${c.id}`}>{c.displayName}</Link>
        </NameCell>
      ),
    },
    {
      key: 'conversations',
      header: t`Conversations`,
      width: 140,
      render: (c) => (
        <CountButton
          type="button"
          $variant="secondary"
          $size="small"
          onClick={() => navigate(customerConversationsPath(c.id))}
          aria-label={t`Open the ${c.conversationCount} conversations of ${c.displayName}`}
          data-testid="conversation-count"
        >
          <MessagesSquare size={14} aria-hidden />
          {c.conversationCount}
        </CountButton>
      ),
    },
    { key: 'email', header: t`Email`, render: (c) => <EmailCell email={c.email} /> },
    { key: 'created', header: t`Creation date`, width: 150, render: (c) => <DateText value={c.createDate} /> },
    {
      key: 'refId',
      header: t`Reference number`,
      render: (c) => {
        if (c.refId) return <RefIdText>{c.refId}</RefIdText>;
        // Platform customers have no refId: their number or platform name tells them apart.
        if (c.platformReference) return <span data-testid="platform-reference">{platformReferenceText(c.platformReference, i18n)}</span>;
        return <NoValue />;
      },
    },
    {
      key: 'file',
      header: t`Customer file`,
      headerHidden: true,
      width: 110,
      align: 'right',
      render: (c) => (
        <ButtonLink to={`/customers/${c.id}`} $variant="ghost" $size="small" aria-label={t`File of ${c.displayName}`} data-testid="customer-file">
          <FileText size={14} aria-hidden />
          {t`File`}
        </ButtonLink>
      ),
    },
  ];
  return (
    <ScrollingTable
      caption={t`Customers`}
      columns={columns}
      rows={customers}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.displayName}
      empty={empty}
      footer={footer}
      onScroll={onScroll}
    />
  );
}

const ScrollingTable = styled(Table)`
  flex: 1;
  min-height: 0;
` as typeof Table;

const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const CountButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
  min-width: 56px;
`;
