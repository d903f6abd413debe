import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SnoozeConversationMutation } from '../graphql/SnoozeConversation.mutation';
import { useConversationChange } from './useConversationChange';

/** Snooze until a moment (ms), or 0 to clear; optimistic. */
export function useSnoozeConversation(conversationId: string): (snooze: number) => Promise<boolean> {
  const [mutate] = useMutation(SnoozeConversationMutation);
  const change = useConversationChange();
  return useCallback(
    (snooze: number) =>
      change({
        conversationId,
        patch: () => ({ snooze }),
        send: () => mutate({ variables: { id: conversationId, snooze } }),
      }),
    [change, conversationId, mutate],
  );
}
