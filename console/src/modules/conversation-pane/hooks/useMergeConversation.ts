import { CombinedGraphQLErrors } from '@apollo/client';
import { refusalWords } from '../../../shared/refusalWords';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { createElement, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../ui/toast/useToast';
import { MergeConversationMutation } from '../graphql/MergeConversation.mutation';
import { UndoConversationMergeMutation } from '../graphql/UndoConversationMerge.mutation';
import { UndoMergeButton } from '../components/UndoMergeButton';

/** How long the server keeps a merge undoable (conversation-merge.types.ts MERGE_UNDO_MS). */
const UNDO_MS = 30_000;

/**
 * Merges the open conversation into another and opens the survivor; the toast offers Undo for the
 * 30 seconds the server allows, which puts both back and reopens the merged one.
 */
export function useMergeConversation(sourceId: string): (targetId: string) => Promise<boolean> {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [merge] = useMutation(MergeConversationMutation);
  const [undo] = useMutation(UndoConversationMergeMutation);

  const undoMerge = useCallback(
    async (mergeId: string) => {
      try {
        await undo({ variables: { mergeId } });
        toast({ kind: 'success', title: t`Merge undone` });
        void navigate(`/conversation/${sourceId}`);
      } catch (error) {
        toast({ kind: 'error', title: t`The merge could not be undone`, description: messageOf(error) });
      }
    },
    [navigate, sourceId, t, toast, undo],
  );

  return useCallback(
    async (targetId: string) => {
      try {
        const { data } = await merge({ variables: { sourceId, targetId } });
        const result = data?.mergeConversation;
        if (!result) return false;
        toast({
          kind: 'success',
          title: t`Conversations merged`,
          description: createElement(UndoMergeButton, { until: result.undoUntil, onUndo: () => void undoMerge(result.mergeId) }),
          duration: UNDO_MS,
        });
        void navigate(`/conversation/${targetId}`);
        return true;
      } catch (error) {
        toast({ kind: 'error', title: t`The conversations could not be merged`, description: messageOf(error) });
        return false;
      }
    },
    [merge, navigate, sourceId, t, toast, undoMerge],
  );
}

function messageOf(error: unknown): string | undefined {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  return first ? refusalWords(first.extensions?.reason, first.message) : undefined;
}
