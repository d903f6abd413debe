import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { useFragment as getFragmentData, type FragmentType } from '../../../../__generated__/fragment-masking';
import type { PendingInvitation_InvitationFragment } from '../../../../__generated__/graphql';
import { Button } from '../../../../ui/Button';
import { FormMessage } from '../../../../ui/FormMessage';
import { Table, type TableColumn } from '../../../../ui/Table';
import { PendingInvitationFragment } from '../../graphql/PendingInvitation.fragment';
import { useInvitationActions } from '../../hooks/useInvitationActions';
import { formatDate } from '../../../../shared/dateFormat';
import { asLocale } from '../../../../shared/i18n';
import { invitationState, type MailDelivery } from '../../utils/invitationStatus';
import { ConfirmModal } from '../shared/ConfirmModal';
import { DateText } from '../shared/DateText';
import { EmailCell, NoValue } from '../shared/tableCells';

export interface PendingInvitationsProps {
  invitations: readonly FragmentType<typeof PendingInvitationFragment>[];
  delivery: MailDelivery;
}

/**
 * The invitations nobody has accepted yet, under the agent table (managers only): who, which teams,
 * when and by whom, whether the email has gone, with Resend and Revoke. Without an email server it
 * says where the emails are instead.
 */
export function PendingInvitations({ invitations, delivery }: PendingInvitationsProps) {
  const { t, i18n } = useLingui();
  const rows = getFragmentData(PendingInvitationFragment, invitations);
  const { resend, revoke } = useInvitationActions(delivery);
  const [busy, setBusy] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; email: string } | null>(null);
  if (!rows.length) return null;
  const revokeText = (email: string | undefined) => (email ? t`The link sent to ${email} stops working. You can invite them again later.` : '');

  const state = (inv: PendingInvitation_InvitationFragment) => {
    const s = invitationState(inv);
    if (s === 'expired') return <Expired>{t`Expired`}</Expired>;
    if (s === 'waiting') return <Muted>{delivery === 'smtp' ? t`Waiting to be sent` : t`Waiting for the outbox`}</Muted>;
    const until = formatDate(inv.expiresAt, asLocale(i18n.locale));
    return <span>{delivery === 'smtp' ? t`Sent; the link works until ${until}` : t`In the outbox; the link works until ${until}`}</span>;
  };

  const columns: TableColumn<PendingInvitation_InvitationFragment>[] = [
    { key: 'email', header: t`Email`, render: (inv) => <EmailCell email={inv.email} /> },
    { key: 'name', header: t`Agent name`, render: (inv) => inv.displayName },
    { key: 'teams', header: t`Teams`, render: (inv) => (inv.teams.length ? inv.teams.map((team) => team.name).join(', ') : <NoValue />) },
    {
      key: 'invited',
      header: t`Invited`,
      width: 200,
      render: (inv) => (
        <span>
          <DateText value={inv.createdAt} />
          {inv.invitedBy ? ` · ${inv.invitedBy.displayName}` : ''}
        </span>
      ),
    },
    { key: 'state', header: t`Status`, render: state },
    {
      key: 'actions',
      header: t`Invitation actions`,
      headerHidden: true,
      align: 'right',
      width: 200,
      render: ({ id, email }) => (
        <Actions>
          <Button
            variant="secondary"
            size="small"
            loading={busy === id}
            aria-label={t`Send the invitation to ${email} again`}
            data-testid="resend-invitation"
            onClick={async () => {
              setBusy(id);
              await resend(id, email);
              setBusy(null);
            }}
          >
            {t`Resend`}
          </Button>
          <Button
            variant="ghost"
            size="small"
            aria-label={t`Revoke the invitation to ${email}`}
            data-testid="revoke-invitation"
            onClick={() => setRevoking({ id, email })}
          >
            {t`Revoke`}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <Section aria-labelledby="pending-invitations" data-testid="pending-invitations">
      <Heading id="pending-invitations">{t`Pending invitations`}</Heading>
      {delivery === 'outbox' && (
        <FormMessage tone="info">
          {t`No email server is set up (SMTP_URL), so invitation emails are written to the server's outbox folder (DATA_DIR/outbox) instead of being sent. Send each person the link from their email file, or set up SMTP.`}
        </FormMessage>
      )}
      <Table caption={t`Pending invitations`} columns={columns} rows={rows} rowKey={(inv) => inv.id} rowLabel={(inv) => inv.email} />
      <ConfirmModal
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t`Revoke this invitation?`}
        description={revokeText(revoking?.email)}
        confirmLabel={t`Revoke`}
        testId="confirm-revoke-invitation"
        onConfirm={async () => {
          if (revoking) await revoke(revoking.id, revoking.email);
        }}
      />
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.medium};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Actions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Expired = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
