import { graphql } from '../../../__generated__';

export const MergeConversationMutation = graphql(`
  mutation MergeConversation($sourceId: ID!, $targetId: ID!) {
    mergeConversation(sourceId: $sourceId, targetId: $targetId) {
      mergeId
      sourceId
      targetId
      undoUntil
      movedMessages
    }
  }
`);
