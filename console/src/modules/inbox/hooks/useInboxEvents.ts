import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { InboxEventsSubscription } from '../graphql/InboxEvents.subscription';

export interface InboxEvent {
  type: string;
  payload: Record<string, unknown>;
}

/** Every realtime event the agent may see (docs/realtime.md), handed to `onEvent`; the inbox picks what concerns it. */
export function useInboxEvents(onEvent: (event: InboxEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useSubscription(InboxEventsSubscription, {
    onData: ({ data }) => {
      const event = data.data?.events;
      if (event) handler.current({ type: event.type, payload: event.payload });
    },
  });
}
