import { useCallback } from 'react';
import { useRealtimeEvents } from '../../realtime/hooks/useRealtimeEvents';
import type { RealtimeEvent } from '../../realtime/utils/realtimeEvent';

export type PaneEvent = RealtimeEvent;

/** The realtime events of one conversation (docs/realtime.md), from the tab's hub, handed to `onEvent`. */
export function usePaneEvents(conversationId: string, onEvent: (event: PaneEvent) => void): void {
  useRealtimeEvents(
    '*',
    useCallback(
      (event: RealtimeEvent) => {
        const { payload } = event;
        // customer.erased names every conversation it removed.
        const named = Array.isArray(payload.conversationIds) && payload.conversationIds.includes(conversationId);
        if (payload.conversationId !== conversationId && payload.id !== conversationId && !named) return;
        onEvent(event);
      },
      [conversationId, onEvent],
    ),
  );
}
