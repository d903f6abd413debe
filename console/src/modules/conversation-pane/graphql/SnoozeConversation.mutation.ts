import { graphql } from '../../../__generated__';

export const SnoozeConversationMutation = graphql(`
  mutation SnoozeConversation($id: ID!, $snooze: Float!) {
    snoozeConversation(id: $id, snooze: $snooze) {
      ...ConversationPane_conversation
    }
  }
`);
