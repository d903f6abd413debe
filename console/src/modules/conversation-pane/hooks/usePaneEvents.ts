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
        if (payload.conversationId !== conversationId && payload.id !== conversationId) return;
        onEvent(event);
      },
      [conversationId, onEvent],
    ),
  );
}
