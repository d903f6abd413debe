import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AssignConversationTagsMutation } from '../graphql/AssignConversationTags.mutation';
import { UnassignConversationTagsMutation } from '../graphql/UnassignConversationTags.mutation';
import { useConversationChange } from './useConversationChange';

/** Adds (creatable: new tags are sent as entered) or removes a tag, optimistically. */
export function useConversationTags(conversationId: string): { add: (tag: string) => Promise<boolean>; remove: (tag: string) => Promise<boolean> } {
  const [assign] = useMutation(AssignConversationTagsMutation);
  const [unassign] = useMutation(UnassignConversationTagsMutation);
  const change = useConversationChange();
  const add = useCallback(
    (tag: string) =>
      change({
        conversationId,
        patch: (c) => ({ tags: c.tags.includes(tag) ? c.tags : [...c.tags, tag] }),
        send: () => assign({ variables: { conversationId, tag: [tag] } }),
      }),
    [assign, change, conversationId],
  );
  const remove = useCallback(
    (tag: string) =>
      change({
        conversationId,
        patch: (c) => ({ tags: c.tags.filter((t) => t !== tag) }),
        send: () => unassign({ variables: { conversationId, tag: [tag] } }),
      }),
    [change, conversationId, unassign],
  );
  return { add, remove };
}
