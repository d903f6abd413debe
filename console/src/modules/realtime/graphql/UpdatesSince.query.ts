import { graphql } from '../../../__generated__';

/** What the tab missed since a cursor, oldest change first (GET /api/updates). */
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
          id
          localId
          conversationId
          seq
          timestamp
          senderId
          senderType
          dataType
          internal
          pushContent
          meta
          version
        }
      }
    }
  }
`);
