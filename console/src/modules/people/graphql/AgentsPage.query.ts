import { graphql } from '../../../__generated__';

/** The agents page's one query: the agent table, and for managers the pending invitations and the teams an invitation can join. */
export const AgentsPageQuery = graphql(`
  query AgentsPage($manager: Boolean!) {
    agents {
      ...AgentRow_agent
    }
    invitations @include(if: $manager) {
      delivery
      items {
        ...PendingInvitation_invitation
      }
    }
    teams @include(if: $manager) {
      id
      name
    }
  }
`);
