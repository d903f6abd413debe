import { graphql } from '../../../__generated__';

/** The tab's one subscription (docs/realtime.md): every event the signed-in agent may see. */
export const RealtimeEventsSubscription = graphql(`
  subscription RealtimeEvents {
    events {
      id
      type
      cursor
      change
      payload
    }
  }
`);
