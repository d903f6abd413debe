import { graphql } from '../../../__generated__';

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($messageId: ID!) {
    deleteMessage(messageId: $messageId)
  }
`);
