import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ConversationStatus } from '../../../__generated__/graphql';
import { UpdateConversationMutation } from '../graphql/UpdateConversation.mutation';
import { useConversationChange } from './useConversationChange';

/** Processing (open) / Finished (closed), applied at once and rolled back if refused. */
export function useUpdateStatus(conversationId: string): (status: ConversationStatus) => Promise<boolean> {
  const [mutate] = useMutation(UpdateConversationMutation);
  const change = useConversationChange();
  return useCallback(
    (status: ConversationStatus) =>
      change({
        conversationId,
        patch: () => ({ status, lastUpdateTimestamp: Date.now() }),
        send: () => mutate({ variables: { input: { id: conversationId, status } } }),
      }),
    [change, conversationId, mutate],
  );
}
