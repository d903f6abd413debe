import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import type { RealtimeEvent } from '../../realtime/utils/realtimeEvent';

export type InboxEvent = RealtimeEvent;

/** Every realtime event the agent may see (docs/realtime.md), from the tab's hub; the inbox picks what concerns it. */
export function useInboxEvents(onEvent: (event: InboxEvent) => void): void {
  useRealtimeEvents('*', onEvent);
}
