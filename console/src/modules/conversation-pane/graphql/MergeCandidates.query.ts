import { graphql } from '../../../__generated__';

/**
 * The conversations one can be merged into: the newest of the same customer (the server merges only
 * those), or of the workspace for an agent-only one; searched on the client by name.
 */
export const MergeCandidatesQuery = graphql(`
  query MergeCandidates($customerId: String) {
    conversations(filter: { status: all, filter: all, size: 100, customerId: $customerId }) {
      id
      name
      generatedName
      status
      orderTimestamp
      agentOnly
      mergedInto {
        id
      }
      customer {
        id
        displayName
        generatedName
      }
      lastMessage {
        text
      }
    }
  }
`);
