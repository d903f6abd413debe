import { graphql } from '../../../__generated__';

export const ReplyRulesQuery = graphql(`
  query ReplyRules($conversationId: ID!) {
    replyRules(conversationId: $conversationId) {
      platformType
      channelName
      responseWindowHours
      windowOpen
      messageTags {
        tag
        name
      }
    }
  }
`);

export const RetryMessageDeliveryMutation = graphql(`
  mutation RetryMessageDelivery($messageId: ID!) {
    retryMessageDelivery(messageId: $messageId)
  }
`);
