import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { PaneEventsSubscription } from '../graphql/PaneEvents.subscription';

export interface PaneEvent {
  type: string;
  payload: Record<string, unknown>;
}

/** The realtime events of one conversation (docs/realtime.md), handed to `onEvent`. */
export function usePaneEvents(conversationId: string, onEvent: (event: PaneEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useSubscription(PaneEventsSubscription, {
    onData: ({ data }) => {
      const event = data.data?.events;
      if (!event) return;
      const payload = event.payload;
      if (payload.conversationId !== conversationId && payload.id !== conversationId) return;
      handler.current({ type: event.type, payload });
    },
  });
}
