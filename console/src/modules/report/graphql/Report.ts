import { graphql } from '../../../__generated__';

export const ReportDashboardQuery = graphql(`
  query ReportDashboard($from: String!, $to: String!) {
    reportDashboard(from: $from, to: $to) {
      from
      to
      timeZone
      totals {
        conversations
        responded
        closed
        medianFirstResponseSeconds
        medianResolutionSeconds
        customerMessages
        agentMessages
      }
      perDay {
        date
        source
        conversations
      }
      heatmap {
        weekday
        hour
        conversations
      }
      agents {
        agentId
        displayName
        conversations
        firstResponses
        medianFirstResponseSeconds
        averageRating
        ratings
      }
      ratings {
        score
        conversations
      }
    }
  }
`);

export const MessageExportFields = graphql(`
  fragment MessageExportFields on MessageExport {
    id
    from
    to
    includeVoice
    includeFile
    status
    createDate
    size
    conversations
    currentKey
  }
`);

export const MessageExportsQuery = graphql(`
  query MessageExports {
    messageExports {
      ...MessageExportFields
    }
  }
`);

export const RequestMessageExportMutation = graphql(`
  mutation RequestMessageExport($input: MessageExportInput!) {
    requestMessageExport(input: $input) {
      ...MessageExportFields
    }
  }
`);

export const MessageExportDownloadPathMutation = graphql(`
  mutation MessageExportDownloadPath($id: ID!) {
    messageExportDownloadPath(id: $id)
  }
`);

export const DeleteMessageExportMutation = graphql(`
  mutation DeleteMessageExport($id: ID!) {
    deleteMessageExport(id: $id)
  }
`);

export const MessageExportKeyQuery = graphql(`
  query MessageExportKey {
    messageExportKey
  }
`);

export const RevokeMessageExportKeyMutation = graphql(`
  mutation RevokeMessageExportKey {
    revokeMessageExportKey
  }
`);
