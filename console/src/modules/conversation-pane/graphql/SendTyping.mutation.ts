import { graphql } from '../../../__generated__';

export const SendTypingMutation = graphql(`
  mutation SendTyping($conversationId: ID!, $status: Int!, $time: Int, $internal: Boolean) {
    sendTyping(conversationId: $conversationId, status: $status, time: $time, internal: $internal)
  }
`);
