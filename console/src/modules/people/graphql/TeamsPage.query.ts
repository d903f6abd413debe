import { graphql } from '../../../__generated__';

/** The teams page's one query: the team cards and the agents a card can add. */
export const TeamsPageQuery = graphql(`
  query TeamsPage {
    teams {
      ...TeamCard_team
    }
    agents {
      ...AgentRow_agent
    }
  }
`);
