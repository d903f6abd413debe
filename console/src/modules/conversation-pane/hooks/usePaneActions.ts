import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../../ui/toast/useToast';
import { hasPermission } from '../../session/utils/permissions';
import { DeleteMessageMutation } from '../graphql/DeleteMessage.mutation';
import type { PaneMessage } from '../utils/types';
import { useAssignConversation } from './useAssignConversation';
import type { ConversationMessages } from './useConversationMessages';
import { useConversationTags } from './useConversationTags';
import { useHideConversation } from './useHideConversation';
import { useLivechat } from './useLivechat';
import { useMergeConversation } from './useMergeConversation';
import { useSnoozeConversation } from './useSnoozeConversation';
import { useUpdateStatus } from './useUpdateStatus';

/**
 * What the pane's header, customer panel, merge dialog and message menus do to the conversation
 * and its messages. `canMerge`: the signed-in user's permissions allow merging conversations.
 */
export function usePaneActions(conversationId: string, history: ConversationMessages, permissions: readonly string[] | null | undefined) {
  const { t } = useLingui();
  const toast = useToast();
  const id = conversationId;
  const [deleteMessage] = useMutation(DeleteMessageMutation);

  const setStatus = useUpdateStatus(id);
  const snooze = useSnoozeConversation(id);
  const assign = useAssignConversation(id);
  const tags = useConversationTags(id);
  const livechat = useLivechat(id);
  const setHidden = useHideConversation();
  const merge = useMergeConversation(id);
  const canMerge = hasPermission(permissions, 'allConversations') || hasPermission(permissions, 'manageUser');

  const onDelete = async (m: PaneMessage) => {
    history.remove(m.id);
    try {
      await deleteMessage({ variables: { messageId: m.id } });
    } catch {
      history.upsert([m]);
      toast({ kind: 'error', title: t`Update failed` });
    }
  };
  const onCopy = async (m: PaneMessage) => {
    if (!navigator.clipboard) return;
    await navigator.clipboard.writeText(m.meta.content ?? '');
    toast({ kind: 'success', title: t`Copied` });
  };

  return { setStatus, snooze, assign, tags, livechat, setHidden, merge, canMerge, onDelete, onCopy };
}
