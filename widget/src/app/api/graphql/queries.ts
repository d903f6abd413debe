import { graphql } from '../../../__generated__';

/** The visitor's conversations, newest first; pass beforeTimestamp for the next page (/recent). */
export const WidgetConversationsQuery = graphql(`
  query WidgetConversations($size: Int!, $beforeTimestamp: Float) {
    conversations(filter: { status: all, size: $size, beforeTimestamp: $beforeTimestamp }) {
      ...WidgetConversationFields
    }
  }
`);

export const WidgetConversationQuery = graphql(`
  query WidgetConversation($id: ID!) {
    conversation(id: $id) {
      ...WidgetConversationFields
    }
  }
`);

/** One page of a conversation's history, newest first; beforeId pages back. */
export const WidgetMessagesQuery = graphql(`
  query WidgetMessages($conversationId: ID!, $size: Int!, $beforeId: String) {
    messages(conversationId: $conversationId, size: $size, beforeId: $beforeId) {
      messages {
        ...WidgetMessageFields
      }
    }
  }
`);

/** What the widget missed since a cursor, oldest change first (docs/realtime.md). */
export const WidgetUpdatesQuery = graphql(`
  query WidgetUpdates($cursor: Float, $size: Int) {
    updatesSince(cursor: $cursor, size: $size) {
      cursor
      hasMore
      reset
      updates {
        cursor
        event
        conversationId
        messageId
        conversation {
          ...WidgetConversationFields
        }
        message {
          ...WidgetMessageFields
        }
      }
    }
  }
`);

/** The widget's one subscription: every event this visitor may see (customer projection). */
export const WidgetEventsSubscription = graphql(`
  subscription WidgetEvents {
    events {
      id
      type
      cursor
      change
      payload
    }
  }
`);
