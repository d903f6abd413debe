export { CAUGHT_UP_EVENTS, createdThing, type RealtimeEvent } from '@parley/protocol';

/**
 * Events the hub makes itself. `resumed`: a catch-up after a reconnect is done; what updatesSince
 * does not carry (counters, presence, agents, settings) may have moved meanwhile, fetch it again.
 * `reset`: the server refused the tab's cursor; everything on screen is being fetched again.
 */
export const HUB_EVENTS = { resumed: 'realtime.resumed', reset: 'realtime.reset' } as const;
