import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { describeGraphqlError } from '../../../shared/describeError';
import { AgentsPageQuery } from '../graphql/AgentsPage.query';
import { ResendInvitationMutation } from '../graphql/ResendInvitation.mutation';
import { RevokeInvitationMutation } from '../graphql/RevokeInvitation.mutation';
import { outboxNotice, type MailDelivery } from '../utils/invitationStatus';

export interface InvitationActions {
  resend: (id: string, email: string) => Promise<void>;
  revoke: (id: string, email: string) => Promise<void>;
}

/** Sends a pending invitation again or withdraws it, then reads the agents page again; each says where the email went. */
export function useInvitationActions(delivery: MailDelivery): InvitationActions {
  const { t } = useLingui();
  const toast = useToast();
  const [resendInvitation] = useMutation(ResendInvitationMutation);
  const [revokeInvitation] = useMutation(RevokeInvitationMutation);

  const resend = useCallback(
    async (id: string, email: string) => {
      try {
        await resendInvitation({ variables: { id }, refetchQueries: [AgentsPageQuery] });
        toast(
          delivery === 'smtp'
            ? { kind: 'success', title: t`Invitation sent again to ${email}` }
            : outboxNotice(t`Invitation written to the server's outbox`, t`No email server is set up, so nothing was emailed to ${email}.`),
        );
      } catch (error) {
        toast({ kind: 'error', title: t`The invitation could not be sent again`, description: describeGraphqlError(error, t`Server connection failed`) });
      }
    },
    [delivery, resendInvitation, t, toast],
  );

  const revoke = useCallback(
    async (id: string, email: string) => {
      try {
        await revokeInvitation({ variables: { id }, refetchQueries: [AgentsPageQuery] });
        toast({ kind: 'success', title: t`Invitation for ${email} revoked` });
      } catch (error) {
        toast({ kind: 'error', title: t`The invitation could not be revoked`, description: describeGraphqlError(error, t`Server connection failed`) });
      }
    },
    [revokeInvitation, t, toast],
  );

  return { resend, revoke };
}
