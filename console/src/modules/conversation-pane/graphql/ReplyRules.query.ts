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
      templates {
        key
        name
        description
        params {
          name
          description
          component
          index
        }
      }
    }
  }
`);

export const RetryMessageDeliveryMutation = graphql(`
  mutation RetryMessageDelivery($messageId: ID!) {
    retryMessageDelivery(messageId: $messageId)
  }
`);
