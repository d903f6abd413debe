import { useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFragment as getFragmentData, type FragmentType } from '../../../../__generated__/fragment-masking';
import type { AgentRow_AgentFragment } from '../../../../__generated__/graphql';
import { Avatar } from '../../../../ui/Avatar';
import { ButtonLink } from '../../../../ui/ButtonLink';
import { Table, type TableColumn } from '../../../../ui/Table';
import { AgentRowFragment } from '../../graphql/AgentRow.fragment';
import { DateText } from '../shared/DateText';
import { EmailCell, NoValue, RefIdText } from '../shared/tableCells';

export interface AgentTableProps {
  agents: readonly FragmentType<typeof AgentRowFragment>[];
  empty: ReactNode;
}

/** Spec §2 /agents: name with avatar, email, creation date, reference number and a Profile link. */
export function AgentTable({ agents, empty }: AgentTableProps) {
  const { t } = useLingui();
  const rows = getFragmentData(AgentRowFragment, agents);
  const columns: TableColumn<AgentRow_AgentFragment>[] = [
    {
      key: 'name',
      header: t`Name`,
      render: (a) => (
        <NameCell>
          <Avatar name={a.displayName} src={a.profilePic} size={30} online={a.online} />
          <span>{a.displayName}</span>
        </NameCell>
      ),
    },
    { key: 'email', header: t`Email`, render: (a) => <EmailCell email={a.email} /> },
    { key: 'created', header: t`Creation date`, width: 150, render: (a) => <DateText value={a.createDate} /> },
    { key: 'refId', header: t`Reference number`, render: (a) => (a.refId ? <RefIdText>{a.refId}</RefIdText> : <NoValue />) },
    {
      key: 'profile',
      header: t`Agent profile`,
      headerHidden: true,
      width: 120,
      align: 'right',
      render: (a) => (
        <ButtonLink to={`/agents/${a.id}`} $variant="ghost" $size="small" aria-label={t`Profile of ${a.displayName}`} data-testid="agent-profile-link">
          <UserRound size={14} aria-hidden />
          {t`Profile`}
        </ButtonLink>
      ),
    },
  ];
  return <Table caption={t`Agents`} columns={columns} rows={rows} rowKey={(a) => a.id} rowLabel={(a) => a.email} empty={empty} testId="agent-table" />;
}

const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
