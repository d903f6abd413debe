import { graphql } from '../../../__generated__';

export const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditFilter, $cursor: String, $size: Int) {
    auditLog(filter: $filter, cursor: $cursor, size: $size) {
      items {
        id
        time
        actorType
        actorId
        actorName
        action
        targetType
        targetId
        detail
      }
      nextCursor
    }
  }
`);
