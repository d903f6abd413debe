import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Checkbox } from '../../../ui/Checkbox';
import { Table, type TableColumn } from '../../../ui/Table';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import type { NotificationChannel, NotificationKind, NotificationPreferences } from '../hooks/useNotificationSettings';
import { useUpdateNotificationPreferences } from '../hooks/useUpdateNotificationPreferences';
import { Note } from './settingsParts';

interface KindRow {
  kind: NotificationKind;
  label: string;
  description: string;
}

/** Push and email per kind of event, each checkbox saved as it is clicked. */
export function PreferencesTable({ preferences, emailWindowMinutes }: { preferences: NotificationPreferences; emailWindowMinutes: number }) {
  const { t } = useLingui();
  const update = useUpdateNotificationPreferences();
  const minutes = Math.max(1, Math.round(emailWindowMinutes));

  const rows: KindRow[] = [
    { kind: 'newConversation', label: t`New conversation`, description: t`Assigned to you, in one of your teams, or unassigned while you are on duty` },
    { kind: 'assignedMessage', label: t`New message in your conversations`, description: t`A customer writes in a conversation assigned to you` },
    { kind: 'mention', label: t`Mentions`, description: t`Someone mentions you in an internal note` },
  ];
  const channel = (key: NotificationChannel, header: string): TableColumn<KindRow> => ({
    key,
    header,
    width: 90,
    align: 'center',
    render: (row) => (
      <Cell>
        <Checkbox
          label={<Hidden>{key === 'push' ? t`Push: ${row.label}` : t`Email: ${row.label}`}</Hidden>}
          checked={preferences[row.kind][key]}
          onCheckedChange={(on) => update(preferences, row.kind, key, on)}
        />
      </Cell>
    ),
  });
  const columns: TableColumn<KindRow>[] = [
    {
      key: 'event',
      header: t`Event`,
      render: (row) => (
        <Event>
          <span>{row.label}</span>
          <Note>{row.description}</Note>
        </Event>
      ),
    },
    channel('push', t`Push`),
    channel('email', t`Email`),
  ];

  return (
    <Column>
      <Table
        caption={t`What reaches you, and how`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.kind}
        rowLabel={(row) => row.kind}
        testId="notification-preferences"
      />
      <Note data-testid="email-window">
        {plural(minutes, {
          one: 'Emails are sent when you are offline, at most one every minute, listing the conversations.',
          other: 'Emails are sent when you are offline, at most one every # minutes, listing the conversations.',
        })}
      </Note>
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Event = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Cell = styled.div`
  display: flex;
  justify-content: center;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
