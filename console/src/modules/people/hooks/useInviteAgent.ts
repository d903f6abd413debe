import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../../ui/toast/useToast';
import { describeGraphqlError } from '../../../shared/describeError';
import { InviteAgentMutation } from '../graphql/InviteAgent.mutation';

/** Sends an invitation email with the permissions the person joins with (spec §8 toasts); true when sent. */
export function useInviteAgent(): (email: string, displayName: string, permissions: readonly string[]) => Promise<boolean> {
  const { t } = useLingui();
  const toast = useToast();
  const [invite] = useMutation(InviteAgentMutation);
  return useCallback(
    async (email: string, displayName: string, permissions: readonly string[]) => {
      try {
        await invite({ variables: { email: email.trim(), displayName: displayName.trim(), permissions: [...permissions] } });
        toast({ kind: 'success', title: t`Invitation email sent` });
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
    [invite, t, toast],
  );
}
