import { graphql } from '../../../__generated__';

export const EndLivechatMutation = graphql(`
  mutation EndLivechat($id: ID!) {
    endLivechat(id: $id) {
      ...ConversationPane_conversation
    }
  }
`);
