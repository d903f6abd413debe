import { useCallback, useState } from 'react';
import { usePaneEvents, type PaneEvent } from './usePaneEvents';

/** Whether this conversation's customer was erased (customer.erased) while the pane showed it. */
export function usePaneErased(conversationId: string): boolean {
  // Kept by id: opening another conversation and coming back still says why this one is gone.
  const [erasedId, setErasedId] = useState<string | null>(null);
  usePaneEvents(
    conversationId,
    useCallback(
      ({ type }: PaneEvent) => {
        if (type === 'customer.erased') setErasedId(conversationId);
      },
      [conversationId],
    ),
  );
  return erasedId === conversationId;
}
