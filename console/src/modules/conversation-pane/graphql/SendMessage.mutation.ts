import { graphql } from '../../../__generated__';

export const SendMessageMutation = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      ...ChatMessage_message
    }
  }
`);
