import { graphql } from '../../../__generated__';

/**
 * What the tab missed since a cursor, oldest change first (GET /api/updates). A missed message is
 * read with the pane's fragment, so a replayed message.created carries what a live one does.
 */
export const UpdatesSinceQuery = graphql(`
  query UpdatesSince($cursor: Float, $size: Int) {
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
          id
          status
          hidden
          snooze
          lastUpdateTimestamp
        }
        message {
          ...ChatMessage_message
        }
      }
    }
  }
`);
