import { coveredByReplay } from '../catch-up';
import type { EventType } from '../../../core/events/events';
import { encodeCursor } from '../../../core/events/cursor-codec';

const WS = '6f1c3a52-4f7e-4d55-9a51-0d2f3e8b7c10';
const cursor = (change: number) => encodeCursor(WS, change);
/** A live event of this type stamped with the cursor of this change (all the replay looks at). */
const at = (type: EventType, change: number) => ({ type, workspaceId: WS, cursor: cursor(change) });

describe('a replay covers only what it replays', () => {
  it('drops a live conversation or message change the replay already carried, and keeps later ones', () => {
    for (const type of ['message.created', 'message.updated', 'message.deleted', 'conversation.created', 'conversation.updated'] as const) {
      expect(coveredByReplay(at(type, 40), cursor(40))).toBe(true);
      expect(coveredByReplay(at(type, 41), cursor(40))).toBe(false);
    }
  });

  it('judges by the change itself when it rides along with an older cursor (a send that was not alone)', () => {
    // Stamped with an older cursor: by the cursor alone the replay up to 40 would seem to have carried it.
    expect(coveredByReplay({ ...at('message.created', 30), change: 45 }, cursor(40))).toBe(false);
    expect(coveredByReplay({ ...at('message.created', 30), change: 38 }, cursor(40))).toBe(true);
  });

  it('never drops an event of a kind the replay does not carry, whatever its cursor', () => {
    for (const type of ['read', 'counts.changed', 'agent.updated', 'team.updated', 'configuration.updated'] as const) {
      expect(coveredByReplay(at(type, 10), cursor(40))).toBe(false);
    }
  });
});
