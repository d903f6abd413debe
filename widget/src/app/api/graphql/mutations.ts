import { graphql } from '../../../__generated__';

export const WidgetSendMessageMutation = graphql(`
  mutation WidgetSendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      ...WidgetMessageFields
    }
  }
`);

export const WidgetStartConversationMutation = graphql(`
  mutation WidgetStartConversation {
    createConversation(input: {}) {
      ...WidgetConversationFields
    }
  }
`);

export const WidgetRateMutation = graphql(`
  mutation WidgetRate($conversationId: ID!, $score: Int!, $comment: String) {
    rateConversation(conversationId: $conversationId, score: $score, comment: $comment) {
      ...WidgetConversationFields
    }
  }
`);

export const WidgetAnswerInlineInputMutation = graphql(`
  mutation WidgetAnswerInlineInput($messageId: ID!, $inputId: String!, $value: String!) {
    answerInlineInput(messageId: $messageId, inputId: $inputId, value: $value) {
      ...WidgetMessageFields
    }
  }
`);

export const WidgetMarkReadMutation = graphql(`
  mutation WidgetMarkRead($conversationId: ID!, $messageId: ID!) {
    markRead(conversationId: $conversationId, messageId: $messageId) {
      __typename
    }
  }
`);

export const WidgetTypingMutation = graphql(`
  mutation WidgetTyping($conversationId: ID!, $status: Int!, $time: Int) {
    sendTyping(conversationId: $conversationId, status: $status, time: $time)
  }
`);
