import { graphql } from '../../../__generated__';

/** The workspace's agent tags: the options of the agent profile's tag picker. */
export const AgentTagsQuery = graphql(`
  query AgentTags {
    tags(kind: agent)
  }
`);
