import { graphql } from '../../../__generated__';

/** The realtime events the people pages follow: presence, agent and team changes. */
export const PeopleEventsSubscription = graphql(`
  subscription PeopleEvents {
    events {
      id
      type
      payload
    }
  }
`);
