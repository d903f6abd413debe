import type { WebSocketServer } from 'ws';
import type { Logger } from '../../common/logger';
import type { EventBus } from '../../core/events/event-bus';

/** Close code of a socket whose events were interrupted (1012, "service restart"): reconnect and catch up by cursor. */
export const EVENTS_INTERRUPTED_CLOSE = 1012;

/**
 * When the bus may have lost events (Redis went away and came back), every realtime socket of this
 * node, on both doors, is closed: its client reconnects with the cursor of the last event it handled
 * and receives what it missed (docs/realtime.md, catching up), instead of staying open with a hole.
 */
export function closeOnInterruption(bus: EventBus, servers: WebSocketServer[], logger: Logger): () => void {
  return bus.onInterrupted(() => {
    let closed = 0;
    for (const wss of servers) {
      for (const ws of wss.clients) {
        ws.close(EVENTS_INTERRUPTED_CLOSE, 'events interrupted');
        closed += 1;
      }
    }
    logger.warn({ closed }, 'realtime: events were interrupted; sockets closed to catch up by cursor');
  });
}
