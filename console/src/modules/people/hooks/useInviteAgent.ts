import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { describeGraphqlError } from '../../../shared/describeError';
import { AgentsPageQuery } from '../graphql/AgentsPage.query';
import { InviteAgentMutation } from '../graphql/InviteAgent.mutation';
import { outboxNotice, type MailDelivery } from '../utils/invitationStatus';

export interface InviteInput {
  email: string;
  displayName: string;
  permissions: readonly string[];
  teamIds: readonly string[];
}

/**
 * Sends an invitation with the permissions and teams the person joins with (spec §8 toasts); true
 * when stored. Without an email server the toast says the invitation went to the outbox instead.
 */
export function useInviteAgent(delivery: MailDelivery): (input: InviteInput) => Promise<boolean> {
  const { t } = useLingui();
  const toast = useToast();
  const [invite] = useMutation(InviteAgentMutation);
  return useCallback(
    async ({ email: typed, displayName, permissions, teamIds }: InviteInput) => {
      const email = typed.trim();
      try {
        await invite({
          variables: { email, displayName: displayName.trim(), permissions: [...permissions], teamIds: [...teamIds] },
          refetchQueries: [AgentsPageQuery],
        });
        toast(
          delivery === 'smtp'
            ? { kind: 'success', title: t`Invitation email sent` }
            : outboxNotice(t`Invitation written to the server's outbox`, t`No email server is set up, so nothing was emailed to ${email}.`),
        );
        return true;
      } catch (error) {
        toast({
          kind: 'error',
          title: t`Unable to invite this person. Please check whether the email is already in the agent list.`,
          description: describeGraphqlError(error, t`Server connection failed`),
        });
        return false;
      }
    },
    [delivery, invite, t, toast],
  );
}
