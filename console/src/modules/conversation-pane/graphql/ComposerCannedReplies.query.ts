import { graphql } from '../../../__generated__';

/** The canned replies the composer's `/` picker offers: the workspace's and the agent's own. */
export const ComposerCannedRepliesQuery = graphql(`
  query ComposerCannedReplies {
    cannedReplies {
      id
      scope
      shortCode
      content {
        en
        zh
        zh_cn
      }
    }
  }
`);
