import { coveredByReplay } from '../catch-up';
import type { EventType } from '../events';

/** A live event of this type stamped with this cursor (all the replay looks at). */
const at = (type: EventType, cursor: number) => ({ type, cursor });

describe('a replay covers only what it replays', () => {
  it('drops a live conversation or message change the replay already carried, and keeps later ones', () => {
    for (const type of ['message.created', 'message.updated', 'message.deleted', 'conversation.created', 'conversation.updated'] as const) {
      expect(coveredByReplay(at(type, 40), 40)).toBe(true);
      expect(coveredByReplay(at(type, 41), 40)).toBe(false);
    }
  });

  it('never drops an event of a kind the replay does not carry, whatever its cursor', () => {
    for (const type of ['read', 'counts.changed', 'agent.updated', 'team.updated', 'configuration.updated'] as const) {
      expect(coveredByReplay(at(type, 10), 40)).toBe(false);
    }
  });
});
