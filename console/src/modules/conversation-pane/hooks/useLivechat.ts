import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { EndLivechatMutation } from '../graphql/EndLivechat.mutation';
import { StartLivechatMutation } from '../graphql/StartLivechat.mutation';
import { useConversationChange } from './useConversationChange';

/** Start or close the personal (livechat) conversation: the flag is set locally first. */
export function useLivechat(conversationId: string): (on: boolean) => Promise<boolean> {
  const [start] = useMutation(StartLivechatMutation);
  const [end] = useMutation(EndLivechatMutation);
  const change = useConversationChange();
  return useCallback(
    (on: boolean) =>
      change({
        conversationId,
        patch: () => ({ livechat: on }),
        send: () => (on ? start({ variables: { id: conversationId } }) : end({ variables: { id: conversationId } })),
      }),
    [change, conversationId, end, start],
  );
}
