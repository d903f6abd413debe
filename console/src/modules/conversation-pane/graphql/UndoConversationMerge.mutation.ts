import { graphql } from '../../../__generated__';

export const UndoConversationMergeMutation = graphql(`
  mutation UndoConversationMerge($mergeId: ID!) {
    undoConversationMerge(mergeId: $mergeId) {
      mergeId
      sourceId
      undone
    }
  }
`);
