import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateConversationMutation } from '../graphql/UpdateConversation.mutation';
import { useConversationChange } from './useConversationChange';

/**
 * Hides a conversation from the main views (it moves to the Hidden view) or brings it back, applied
 * at once and rolled back if refused (POST /api/conversation/update `hidden`). The conversation is
 * named per call, so the inbox's card menu and the pane share one hook.
 */
export function useHideConversation(): (conversationId: string, hidden: boolean) => Promise<boolean> {
  const [mutate] = useMutation(UpdateConversationMutation);
  const change = useConversationChange();
  return useCallback(
    (conversationId: string, hidden: boolean) =>
      change({
        conversationId,
        patch: () => ({ hidden, lastUpdateTimestamp: Date.now() }),
        send: () => mutate({ variables: { input: { id: conversationId, hidden } } }),
      }),
    [change, mutate],
  );
}
