import { graphql } from '../../../__generated__';

/** The conversations one can be merged into: the newest of the workspace, searched on the client by name and customer. */
export const MergeCandidatesQuery = graphql(`
  query MergeCandidates {
    conversations(filter: { status: all, filter: all, size: 100 }) {
      id
      name
      status
      orderTimestamp
      agentOnly
      mergedInto {
        id
      }
      customer {
        id
        displayName
      }
      lastMessage {
        text
      }
    }
  }
`);
