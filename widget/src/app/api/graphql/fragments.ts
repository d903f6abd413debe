import { graphql } from '../../../__generated__';

/** A conversation as the visitor's screens show it (list rows, header, rating). */
export const WidgetConversationFields = graphql(`
  fragment WidgetConversationFields on Conversation {
    id
    name
    generatedName
    status
    unread
    orderTimestamp
    lastUpdateTimestamp
    assignedAgent {
      id
    }
    agent {
      id
    }
    lastRead {
      id
    }
    mergedInto {
      id
    }
    customerRating {
      score
      comment
    }
    lastMessage {
      id
      seq
      senderType
      type
      text
      timestamp
    }
  }
`);

/** A message as the visitor sees it (never internal: the server leaves those out for customers). */
export const WidgetMessageFields = graphql(`
  fragment WidgetMessageFields on Message {
    id
    localId
    conversationId
    seq
    version
    timestamp
    senderId
    senderType
    internal
    meta
  }
`);
