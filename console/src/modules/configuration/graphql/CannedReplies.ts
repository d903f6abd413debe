import { graphql } from '../../../__generated__';

/** Settings > Canned Replies: the workspace's replies and the agent's own. */
export const CannedReplyFragment = graphql(`
  fragment CannedReplyRow_cannedReply on CannedReply {
    id
    scope
    shortCode
    content {
      en
      zh
      zh_cn
    }
    useCount
    lastUsed
  }
`);

export const CannedRepliesQuery = graphql(`
  query CannedReplies {
    cannedReplies {
      ...CannedReplyRow_cannedReply
    }
  }
`);

export const CreateCannedReplyMutation = graphql(`
  mutation CreateCannedReply($input: CannedReplyInput!) {
    createCannedReply(input: $input) {
      ...CannedReplyRow_cannedReply
    }
  }
`);

export const UpdateCannedReplyMutation = graphql(`
  mutation UpdateCannedReply($id: ID!, $input: CannedReplyInput!) {
    updateCannedReply(id: $id, input: $input) {
      ...CannedReplyRow_cannedReply
    }
  }
`);

export const DeleteCannedReplyMutation = graphql(`
  mutation DeleteCannedReply($id: ID!) {
    deleteCannedReply(id: $id)
  }
`);
