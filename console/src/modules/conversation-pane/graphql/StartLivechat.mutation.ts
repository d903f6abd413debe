import { graphql } from '../../../__generated__';

export const StartLivechatMutation = graphql(`
  mutation StartLivechat($id: ID!) {
    startLivechat(id: $id) {
      ...ConversationPane_conversation
    }
  }
`);
